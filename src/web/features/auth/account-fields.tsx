import { TextField } from "../../components/ui/field";

/** Name, e-mail, password and its confirmation: the part every registration form shares. */
export function AccountFields({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      <TextField label="Full name" name="name" autoComplete="name" required maxLength={100} error={fields.name} />
      <TextField label="E-mail" name="email" type="email" autoComplete="email" required error={fields.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        hint="8 to 128 characters. A long phrase is easier to remember and harder to guess."
        error={fields.password}
      />
      <TextField
        label="Confirm password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        error={fields.confirm}
      />
    </>
  );
}
