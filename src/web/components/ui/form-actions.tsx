import { useTranslation } from "react-i18next";
import type { FormMessage } from "../../lib/form-submit";
import { translate } from "../../lib/i18n";
import { Button } from "./button";
import { Alert } from "./feedback";

/**
 * The end of a form: the last submit's message, then its submit button (disabled, and
 * `busyLabel` if given, while saving). The message may be a `msg(…)`: it is shown in the
 * language shown now, and follows a switch.
 */
export function FormActions({
  message,
  busy,
  label,
  busyLabel,
  className = "",
}: {
  message: FormMessage | null;
  busy: boolean;
  label: string;
  busyLabel?: string;
  className?: string;
}) {
  useTranslation(); // re-render on a language switch, so a msg() message is shown in the new language
  return (
    <div className={`flex flex-col gap-3 ${className}`}>
      {message && <Alert tone={message.tone}>{translate(message.text)}</Alert>}
      <Button type="submit" disabled={busy} className="self-start">
        {busy && busyLabel ? busyLabel : label}
      </Button>
    </div>
  );
}
