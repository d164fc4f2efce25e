import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { DialogActions } from "../../components/ui/dialog-actions";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { Card } from "../../components/ui/page";
import { useDeleteAccount } from "../../api/profile";
import { errorMessage } from "../../lib/api";

/** Delete my account, after a confirmation that asks for the password. */
export function DeleteAccount({ isAdmin }: { isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get("password"));
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          navigate("/?deleted=1", { replace: true });
          remove.signedOut();
        },
      },
    );
  }

  return (
    <Card title="Delete my account">
      <p className="mb-3 text-sm text-slate-700">
        Your personal details, address, identity documents and sign-in are removed for good. Bookings still in progress
        must be finished or cancelled first; finished ones stay in the other side&apos;s records without your details.
        This cannot be undone.
      </p>
      {isAdmin ? (
        <p className="text-sm">Admin accounts are removed by another admin.</p>
      ) : (
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      )}
      <Modal title="Delete your account?" isOpen={open} onOpenChange={setOpen} role="alertdialog">
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <p className="text-sm">Enter your password to confirm. Everything personal is deleted at once.</p>
          {remove.isError && <Alert tone="error">{errorMessage(remove.error)}</Alert>}
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field is in a form the user just opened with a click; focus follows that action
            autoFocus
          />
          <DialogActions
            onCancel={() => setOpen(false)}
            submitLabel="Delete for good"
            busyLabel="Deleting…"
            busy={remove.isPending}
          />
        </form>
      </Modal>
    </Card>
  );
}
