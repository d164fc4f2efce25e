import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { Card } from "../../components/ui/page";
import { api, errorMessage } from "../../lib/api";
import { SESSION_KEY } from "../../lib/session";

/** Delete my account, after a confirmation that asks for the password. */
export function DeleteAccount({ isAdmin }: { isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const qc = useQueryClient();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api("/api/profile/delete", { body: { password: new FormData(e.currentTarget).get("password") } });
      qc.setQueryData(SESSION_KEY, null);
      navigate("/?deleted=1", { replace: true });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
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
          {error && <Alert tone="error">{error}</Alert>}
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field is in a form the user just opened with a click; focus follows that action
            autoFocus
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? "Deleting…" : "Delete for good"}
            </Button>
          </div>
        </form>
      </Modal>
    </Card>
  );
}
