import { useTranslation } from "react-i18next";
import { RichText } from "../../components/ui/rich-text";
import { AccountFields } from "./account-fields";
import { AccountForm, EMPTY_ACCOUNT, useRegisterForm, withoutConfirm } from "./register-form";
import { RegisterShell } from "./register-shell";
import { TextLink } from "../../components/ui/text-link";

/** /auth/register: a renter account. */
export function RegisterPage() {
  const { t } = useTranslation("auth");
  const { bind, submit } = useRegisterForm({
    schema: AccountForm,
    endpoint: "/api/register",
    home: "/profile",
    toBody: withoutConfirm,
    defaultValues: EMPTY_ACCOUNT,
  });
  return (
    <RegisterShell
      title={t("area.customer.registerTitle")}
      {...submit}
      submitLabel={t("register.submit")}
      busyLabel={t("register.busy")}
      footer={
        <RichText
          t={t}
          i18nKey="register.footer"
          components={{
            login: <TextLink to="/auth/login" />,
            owner: <TextLink to="/owners/register" />,
          }}
        />
      }
    >
      <AccountFields bind={bind} />
    </RegisterShell>
  );
}
