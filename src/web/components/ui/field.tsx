import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from "react";
import { CharacterCount } from "./character-count";
import { useFocusedRefusal } from "./form";
import { useOwnValidity } from "./own-validity";

/** What every field takes beside its control's own attributes; `id` is the field's, since it ties the label to the control. */
type FieldProps<ControlAttributes> = Omit<ControlAttributes, "id"> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
};

/** The attributes that tie a control to its label, hint and error, and answer the browser's own checks. */
type ControlWiring = {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
} & Pick<ReturnType<typeof useOwnValidity>, "onInvalid"> & { onInput: ReturnType<typeof useOwnValidity>["recheck"] };

/**
 * Label, control, hint and error wired together for screen readers. A refusal by the
 * browser's own check (required, min, type) is shown here in the page's language
 * (useOwnValidity); it is newer than a server error the field may still hold. The
 * message is an alert, except on the field a refusal put focus on (Form): focus reads
 * it there, as the field's description, and it is not said twice.
 */
function FieldShell({
  label,
  error,
  hint,
  below,
  children,
}: FieldProps<unknown> & { below?: ReactNode; children: (wiring: ControlWiring) => ReactNode }) {
  const id = useId();
  const own = useOwnValidity(label);
  const isFocusedRefusal = useFocusedRefusal() === id;
  error = own.message ?? error;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": !!error,
        "aria-describedby": describedBy,
        onInvalid: own.onInvalid,
        onInput: own.recheck,
      })}
      {below}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700" role={isFocusedRefusal ? undefined : "alert"}>
          {error}
        </p>
      )}
    </div>
  );
}

const controlClass =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm aria-[invalid=true]:border-red-600 disabled:bg-slate-100";

/**
 * A one-line text. As with TextAreaField, `maxLength` is not given to the browser (a
 * pasted name or reference was cut off without a word): the field takes it all, says
 * how much is over, and the form's check or the server refuses it with the field's message.
 */
export function TextField({
  label,
  error,
  hint,
  maxLength,
  onChange,
  ref,
  ...input
}: FieldProps<InputHTMLAttributes<HTMLInputElement>> & {
  /** React 19 passes `ref` as a prop; it reaches the input with the rest. */
  ref?: Ref<HTMLInputElement>;
}) {
  const [typed, setTyped] = useState(() => String(input.defaultValue ?? "").length);
  const length = input.value !== undefined ? String(input.value).length : typed;
  const over = maxLength !== undefined && length > maxLength;
  const count = maxLength !== undefined ? <CharacterCount length={length} max={maxLength} /> : null;
  return (
    <FieldShell label={label} error={error} hint={hint} below={count}>
      {(wiring) => (
        <input
          {...wiring}
          aria-invalid={wiring["aria-invalid"] || over}
          className={controlClass}
          // A value a form library puts in through the ref (react-hook-form's reset) is counted from the first key.
          ref={ref}
          onChange={(e) => {
            setTyped(e.target.value.length);
            onChange?.(e);
          }}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function SelectField<O extends string>({
  label,
  error,
  hint,
  options,
  optionLabel = (o) => o,
  placeholder,
  ...select
}: FieldProps<SelectHTMLAttributes<HTMLSelectElement>> & {
  options: readonly O[];
  /** Text shown for an option value (default: the value itself); typed by the options, so a label key needs no cast. */
  optionLabel?: (value: O) => string;
  placeholder?: string;
}) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(wiring) => (
        <select {...wiring} className={controlClass} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o} value={o}>
              {optionLabel(o)}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/**
 * A long text. `maxLength` is not given to the browser, which would cut a paste
 * off without a word: the field takes it all and says how much is over (CharacterCount).
 */
export function TextAreaField({
  label,
  error,
  hint,
  maxLength,
  onChange,
  ...area
}: FieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const [typed, setTyped] = useState(() => String(area.defaultValue ?? "").length);
  const length = area.value !== undefined ? String(area.value).length : typed;
  const over = maxLength !== undefined && length > maxLength;
  const count = maxLength !== undefined ? <CharacterCount length={length} max={maxLength} /> : null;
  return (
    <FieldShell label={label} error={error} hint={hint} below={count}>
      {(wiring) => (
        <textarea
          {...wiring}
          aria-invalid={wiring["aria-invalid"] || over}
          rows={4}
          className={`${controlClass} min-h-20`}
          onChange={(e) => {
            setTyped(e.target.value.length);
            onChange?.(e);
          }}
          {...area}
        />
      )}
    </FieldShell>
  );
}
