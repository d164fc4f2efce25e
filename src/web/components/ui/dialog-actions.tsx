import { useTranslation } from "react-i18next";
import { Button } from "./button";

/** The foot of a dialog's form: a way back, then the (danger) submit, disabled with `busyLabel` while it runs. */
export function DialogActions({
  onCancel,
  cancelLabel,
  submitLabel,
  busyLabel,
  busy,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel: string;
  busyLabel?: string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel ?? t("actions.cancel")}
      </Button>
      <Button type="submit" variant="danger" disabled={busy}>
        {busy && busyLabel ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
