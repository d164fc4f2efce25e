import { TextField } from "../../components/ui/field";
import { ConfirmPasswordField, NewPasswordField } from "../../components/ui/password-field";
import type { AccountFormValues, BoundField } from "./register-form";

/** Name, e-mail, password and its confirmation: the part every registration form shares. */
export function AccountFields({ bind }: { bind: (name: keyof AccountFormValues) => BoundField }) {
  return (
    <>
      <TextField label="Full name" autoComplete="name" required maxLength={100} {...bind("name")} />
      <TextField label="E-mail" type="email" autoComplete="email" required {...bind("email")} />
      <NewPasswordField
        label="Password"
        hint="8 to 128 characters. A long phrase is easier to remember and harder to guess."
        {...bind("password")}
      />
      <ConfirmPasswordField label="Confirm password" {...bind("confirm")} />
    </>
  );
}
