import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Password } from "../../../shared/contracts";
import { msg } from "../../../shared/i18n/message";
import { useChangePassword } from "../../api/session";
import { TextField } from "../../components/ui/field";
import { ConfirmPasswordField, NewPasswordField } from "../../components/ui/password-field";
import { FormActions } from "../../components/ui/form-actions";
import { Card } from "../../components/ui/page";
import { useFormSubmit } from "../../lib/form-submit";
import { fieldError, useZodForm } from "../../lib/forms";
import { Form } from "../../components/ui/form";

/** better-auth's change-password body, plus the new password typed again. */
const PasswordChange = z
  .object({
    currentPassword: z.string().min(1, msg("profile", "password.currentRequired")),
    newPassword: Password,
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, { message: msg("profile", "password.mismatch"), path: ["confirm"] });
type Field = keyof z.input<typeof PasswordChange>;

export function ChangePasswordForm() {
  const { t } = useTranslation(["profile", "auth", "common"]);
  const change = useChangePassword();
  const form = useZodForm(PasswordChange, { defaultValues: { currentPassword: "", newPassword: "", confirm: "" } });
  const { onSubmit, message } = useFormSubmit(
    form,
    async ({ currentPassword, newPassword }) => {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
    },
    t("password.changed"),
  );
  const field = (name: Field) => ({ ...form.register(name), error: fieldError(form, name) });

  return (
    <Card title={t("password.title")}>
      <Form onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        <TextField
          label={t("password.current")}
          type="password"
          autoComplete="current-password"
          required
          {...field("currentPassword")}
        />
        <NewPasswordField
          label={t("auth:fields.newPassword")}
          hint={t("common:password.newHint")}
          {...field("newPassword")}
        />
        <ConfirmPasswordField label={t("auth:fields.confirmNewPassword")} {...field("confirm")} />
        <FormActions
          message={message}
          busy={change.isPending}
          label={t("password.submit")}
          busyLabel={t("password.busy")}
        />
      </Form>
    </Card>
  );
}
