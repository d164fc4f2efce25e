import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "./field";

type Props = Omit<ComponentProps<typeof TextField>, "type" | "autoComplete">;

/**
 * A password being chosen, with the accounts' limits (8 to 128 characters, the
 * sign-up contract's); `autoComplete="new-password"` lets a password manager offer one.
 */
export function NewPasswordField({ hint, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      required
      minLength={8}
      maxLength={128}
      hint={hint ?? t("password.newHint")}
      {...props}
    />
  );
}

/** The chosen password typed again. */
export function ConfirmPasswordField(props: Props) {
  return <TextField type="password" autoComplete="new-password" required {...props} />;
}
