import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { formatDay, formatMonth } from "../../../shared/i18n/format";
import { currentLanguage } from "../../lib/i18n";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The browser's constraint check (required, min, type="email"…) answered in the app's words.
 * Its bubble speaks the browser's language ("Please fill out this field" on a Malay page) and
 * vanishes on the next tap, so every form is a noValidate Form, which runs the check itself:
 * the `invalid` event that `checkValidity` fires shows the message under the field like every
 * other refusal, and Form moves focus to the first invalid field once the messages are shown.
 */
export function useOwnValidity(label: string) {
  const { t } = useTranslation("validation");
  const [message, setMessage] = useState<string | null>(null);
  const onInvalid = (e: FormEvent<Control>) => {
    e.preventDefault();
    setMessage(validityMessage(e.currentTarget, label, t));
  };
  // Once shown, the message follows what is typed and goes when the value is acceptable.
  const recheck = (e: FormEvent<Control>) => {
    if (message !== null)
      setMessage(e.currentTarget.validity.valid ? null : validityMessage(e.currentTarget, label, t));
  };
  return { message, onInvalid, recheck };
}

/** The message for the control's first failed constraint, in the page's language. */
export function validityMessage(control: Control, label: string, t: TFunction<"validation">): string {
  const v = control.validity;
  const field = label;
  if (v.valueMissing) return t("required", { field });
  if (v.typeMismatch) return control.type === "email" ? t("email") : t("url");
  if (v.badInput) return control.type === "number" ? t("number", { field }) : t("date", { field });
  if (v.tooShort && "minLength" in control) return t("textMin", { field, min: control.minLength });
  if (v.tooLong && "maxLength" in control) return t("textMax", { field, max: control.maxLength });
  if (v.rangeUnderflow && "min" in control)
    return isCalendar(control)
      ? t("atLeast", { field, min: boundText(control, control.min) })
      : t("numberMin", { field, min: control.min });
  if (v.rangeOverflow && "max" in control)
    return isCalendar(control)
      ? t("atMost", { field, max: boundText(control, control.max) })
      : t("numberMax", { field, max: control.max });
  if (v.stepMismatch) return t("wholeNumber", { field });
  if (v.patternMismatch) return control.title || t("pattern", { field });
  // A custom validity someone set, or a state no rule above names.
  return control.validationMessage || t("pattern", { field });
}

const isCalendar = (control: HTMLInputElement) => control.type === "date" || control.type === "month";

/** A date or month limit read as the app writes dates ("1 Dec 2026", "December 2026"). */
function boundText(control: HTMLInputElement, bound: string): string {
  const lang = currentLanguage();
  return control.type === "month" ? formatMonth(`${bound}-01`, lang) : formatDay(bound, lang);
}
