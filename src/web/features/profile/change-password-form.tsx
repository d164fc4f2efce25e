import { z } from "zod";
import { Password } from "../../../shared/contracts";
import { useChangePassword } from "../../api/session";
import { TextField } from "../../components/ui/field";
import { ConfirmPasswordField, NewPasswordField } from "../../components/ui/password-field";
import { FormActions } from "../../components/ui/form-actions";
import { Card } from "../../components/ui/page";
import { useFormSubmit } from "../../lib/form-submit";
import { fieldError, useZodForm } from "../../lib/forms";

/** better-auth's change-password body, plus the new password typed again. */
const PasswordChange = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password"),
    newPassword: Password,
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, { message: "The new passwords do not match", path: ["confirm"] });
type Field = keyof z.input<typeof PasswordChange>;

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useZodForm(PasswordChange, { defaultValues: { currentPassword: "", newPassword: "", confirm: "" } });
  const { onSubmit, message } = useFormSubmit(
    form,
    async ({ currentPassword, newPassword }) => {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
    },
    "Your password was changed. Other devices were signed out.",
  );
  const field = (name: Field) => ({ ...form.register(name), error: fieldError(form, name) });

  return (
    <Card title="Change password">
      <form onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...field("currentPassword")}
        />
        <NewPasswordField label="New password" {...field("newPassword")} />
        <ConfirmPasswordField label="Confirm new password" {...field("confirm")} />
        <FormActions message={message} busy={change.isPending} label="Change password" busyLabel="Changing…" />
      </form>
    </Card>
  );
}
