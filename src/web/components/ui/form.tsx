import {
  createContext,
  type FormHTMLAttributes,
  type Ref,
  type SubmitEvent,
  useContext,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

/**
 * The id of the control a refusal put focus on: focus reads that field's message
 * (its description), so the field does not also announce it as an alert.
 */
const FocusedRefusal = createContext<string | null>(null);
export const useFocusedRefusal = () => useContext(FocusedRefusal);

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, "noValidate"> & {
  ref?: Ref<HTMLFormElement>;
  /**
   * The submit handler checks every field itself (a zod schema through react-hook-form,
   * or the form's own code): the browser's constraint attributes (required, min…) are
   * left to assistive tech, and the handler is called with whatever was typed.
   */
  selfChecked?: boolean;
  /**
   * The latest refusal the form shows on its fields: a failed request's error (its
   * field messages), or the result of the form's own check. Each new one (a new object
   * or value) moves focus to the first field marked invalid. Not needed for
   * react-hook-form, which focuses its first error itself.
   */
  refusal?: unknown;
};

const MARKED_INVALID = '[aria-invalid="true"]';
/** Controls, not the fieldsets around them (which match :invalid too). */
const FAILING_CONTROL = "input:invalid, select:invalid, textarea:invalid";

/**
 * Every form of the app (a lint rule keeps bare <form>s out). It says noValidate, so
 * the browser never shows its own bubble ("Please fill out this field" in the browser's
 * language, not the page's), and runs the browser's checks itself instead: a control
 * that fails `required`, `min`, `type="email"`… gets its message under the field in the
 * page's language (useOwnValidity, through the `invalid` event that `checkValidity`
 * fires), the submit handler is not called, and focus moves to the first invalid field
 * in the page's order, as the browser's own check did. A later refusal (`refusal`)
 * moves focus the same way.
 *
 * Focus moves once the messages are on the page, so focus reads the field's name and
 * its message; that one message is then not an alert as well, while the other fields'
 * messages are (FieldShell): each is said once.
 */
export function Form({ onSubmit, selfChecked = false, refusal, ref, children, ...form }: FormProps) {
  const element = useRef<HTMLFormElement>(null);
  useImperativeHandle(ref, () => element.current!, []);
  // A refusal of the browser's checks: counted, so two in a row are two refusals.
  const [checksRefused, setChecksRefused] = useState(0);
  const [focused, setFocused] = useState<string | null>(null);
  // What the last focus move answered: the refusal the form was opened with is old news.
  const answered = useRef({ refusal, checksRefused });

  function submit(e: SubmitEvent<HTMLFormElement>) {
    setFocused(null);
    if (!selfChecked && !e.currentTarget.checkValidity()) {
      e.preventDefault();
      setChecksRefused((n) => n + 1);
      return;
    }
    onSubmit?.(e);
  }

  useLayoutEffect(() => {
    const isChecksRefusal = checksRefused !== answered.current.checksRefused;
    const isNew = isChecksRefusal || (!!refusal && refusal !== answered.current.refusal);
    answered.current = { refusal, checksRefused };
    if (!element.current || !isNew) return;
    // A control that shows no message of its own (lint keeps them out) still takes focus when it fails.
    const control =
      firstInvalidControl(element.current) ??
      (isChecksRefusal ? element.current.querySelector<HTMLElement>(FAILING_CONTROL) : null);
    if (!control) return;
    control.focus();
    // Focus must wait for the messages to render; the render this asks for happens in the same
    // layout pass, before the page is drawn, so the focused field's alert never reaches assistive tech.
    setFocused(control.id || null);
  }, [checksRefused, refusal]);

  return (
    <FocusedRefusal value={focused}>
      {/* eslint-disable-next-line no-restricted-syntax -- the one bare form: every other is this one */}
      <form {...form} noValidate onSubmit={submit} ref={element}>
        {children}
      </form>
    </FocusedRefusal>
  );
}

/**
 * The first field of `form`, in the page's order, marked invalid (aria-invalid, as every
 * field showing a message is); a group marked invalid (a fieldset of radios) gives its
 * first control.
 */
export function firstInvalidControl(form: HTMLFormElement): HTMLElement | null {
  const first = form.querySelector<HTMLElement>(MARKED_INVALID);
  if (!first || isControl(first)) return first;
  return first.querySelector<HTMLElement>(`${FOCUSABLE}, [tabindex]:not([tabindex="-1"])`) ?? first;
}

const FOCUSABLE = "input, select, textarea, button";
const isControl = (el: Element) => el.matches(FOCUSABLE) || el.hasAttribute("tabindex");
