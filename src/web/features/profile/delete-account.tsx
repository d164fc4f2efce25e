import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { DialogActions } from "../../components/ui/dialog-actions";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { Card } from "../../components/ui/page";
import { useDeleteAccount } from "../../api/profile";
import { errorMessage } from "../../lib/api";
import { Form } from "../../components/ui/form";

/** Delete my account, after a confirmation that asks for the password. */
export function DeleteAccount({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation(["profile", "common"]);
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
    <Card title={t("delete.title")}>
      <p className="mb-3 text-sm text-slate-700">{t("delete.body")}</p>
      {isAdmin ? (
        <p className="text-sm">{t("delete.adminNote")}</p>
      ) : (
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t("delete.open")}
        </Button>
      )}
      <Modal title={t("delete.dialogTitle")} isOpen={open} onOpenChange={setOpen} role="alertdialog">
        <Form onSubmit={onSubmit} className="flex flex-col gap-4">
          <p className="text-sm">{t("delete.confirm")}</p>
          {remove.isError && <Alert tone="error">{errorMessage(remove.error)}</Alert>}
          <TextField
            label={t("delete.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field is in a form the user just opened with a click; focus follows that action
            autoFocus
          />
          <DialogActions
            onCancel={() => setOpen(false)}
            cancelLabel={t("common:actions.cancel")}
            submitLabel={t("delete.submit")}
            busyLabel={t("delete.busy")}
            busy={remove.isPending}
          />
        </Form>
      </Modal>
    </Card>
  );
}
