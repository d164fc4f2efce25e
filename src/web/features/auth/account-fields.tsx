import { useTranslation } from "react-i18next";
import { TextField } from "../../components/ui/field";
import { ConfirmPasswordField, NewPasswordField } from "../../components/ui/password-field";
import type { AccountFormValues, BoundField } from "./register-form";

/** Name, e-mail, password and its confirmation: the part every registration form shares. */
export function AccountFields({ bind }: { bind: (name: keyof AccountFormValues) => BoundField }) {
  const { t } = useTranslation("auth");
  return (
    <>
      <TextField label={t("fields.fullName")} autoComplete="name" required maxLength={100} {...bind("name")} />
      <TextField label={t("fields.email")} type="email" autoComplete="email" required {...bind("email")} />
      <NewPasswordField label={t("fields.password")} hint={t("fields.passwordHint")} {...bind("password")} />
      <ConfirmPasswordField label={t("fields.confirmPassword")} {...bind("confirm")} />
    </>
  );
}
