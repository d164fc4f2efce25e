import { Button } from "./button";

/** The foot of a dialog's form: a way back, then the (danger) submit, disabled with `busyLabel` while it runs. */
export function DialogActions({
  onCancel,
  cancelLabel = "Cancel",
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
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant="danger" disabled={busy}>
        {busy && busyLabel ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
