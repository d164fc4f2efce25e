import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/api";
import { Button } from "./button";
import { Alert } from "./feedback";
import { Modal } from "./modal";

type Variant = "secondary" | "danger";

/** The part of a TanStack mutation (without variables) the dialog drives. */
interface Action {
  mutate: (variables: void, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * A button for what cannot be undone: it opens an alert dialog that says what
 * will happen, with a way back and the action itself. The dialog stays open
 * with the error when the action fails, and closes when it succeeds.
 */
export function ConfirmButton({
  label,
  accessibleName,
  variant = "danger",
  title,
  children,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  action,
}: {
  /** The button's text, and its name unless `accessibleName` says which item it acts on. */
  label: string;
  accessibleName?: string;
  variant?: Variant;
  title: string;
  /** What will happen, in the dialog. */
  children: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  pendingLabel: string;
  action: Action;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} aria-label={accessibleName}>
        {label}
      </Button>
      <Modal title={title} role="alertdialog" isOpen={isOpen} onOpenChange={setOpen}>
        <div className="text-sm text-slate-700">{children}</div>
        {action.isError && (
          <div className="mt-3">
            <Alert tone="error">{errorMessage(action.error)}</Alert>
          </div>
        )}
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {cancelLabel ?? t("actions.cancel")}
          </Button>
          <Button
            variant="danger"
            disabled={action.isPending}
            onClick={() => action.mutate(undefined, { onSuccess: () => setOpen(false) })}
          >
            {action.isPending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </Modal>
    </>
  );
}
