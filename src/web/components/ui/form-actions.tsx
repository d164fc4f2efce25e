import type { FormMessage } from "../../lib/form-submit";
import { Button } from "./button";
import { Alert } from "./feedback";

/** The end of a form: the last submit's message, then its submit button (disabled, and `busyLabel` if given, while saving). */
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
  return (
    <div className={`flex flex-col gap-3 ${className}`}>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button type="submit" disabled={busy} className="self-start">
        {busy && busyLabel ? busyLabel : label}
      </Button>
    </div>
  );
}
