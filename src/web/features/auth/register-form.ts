import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FieldValues, Path, UseFormRegisterReturn } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { SignUpRequest } from "../../../shared/account-contracts";
import { msg } from "../../../shared/i18n/message";
import { USERNAME_MESSAGES } from "../../../shared/username";
import { type RegistrationBodies, type RegistrationEndpoint, useRegistration } from "../../api/accounts";
import { applyServerErrors, fieldError, useZodForm } from "../../lib/forms";

/** A field's register props and its message, to spread on a field component. */
export type BoundField = UseFormRegisterReturn & { error?: string };

/** Shown on the landing page (app/layout.tsx translates it) when the address already had an account and its own password signed in. */
const EXISTING_ACCOUNT_NOTICE = msg("auth", "register.existingAccount");

const confirmation = {
  check: (v: { password: string; confirm: string }) => v.password === v.confirm,
  issue: { message: msg("auth", "register.passwordsMismatch"), path: ["confirm"] },
};

/** Name, e-mail and password (the sign-up contract) and the password typed again. */
export const AccountForm = SignUpRequest.extend({ confirm: z.string() }).refine(confirmation.check, confirmation.issue);
export type AccountFormValues = z.input<typeof AccountForm>;
export const EMPTY_ACCOUNT: AccountFormValues = { name: "", email: "", password: "", confirm: "" };

/**
 * The owner sign-up's username, on the form, is only required: the format rules
 * and uniqueness show live beside the field (lib/use-username-check.ts), and the
 * server applies them again on submit with the seed's messages.
 */
const UsernameField = z.string().trim().min(1, USERNAME_MESSAGES.required);

export const OwnerAccountForm = SignUpRequest.extend({ username: UsernameField, confirm: z.string() }).refine(
  confirmation.check,
  confirmation.issue,
);
export const BecomeOwnerForm = z.object({ username: UsernameField });

/** Drop the confirmation: the server takes the password once. */
export const withoutConfirm = <T extends { confirm: string }>({ confirm: _confirm, ...rest }: T) => rest;

/**
 * A registration form on react-hook-form with `schema`: submits `toBody(values)`
 * to `endpoint`; says "check your e-mail" in place of the form when the answer is
 * that (every sign-up but a registered address with its own password), else lands
 * signed in on `home` (with a notice when the account already existed); puts the
 * server's messages on their fields and in the top alert. Typing again clears that
 * alert: it describes the last submit.
 */
export function useRegisterForm<S extends z.ZodType<FieldValues, FieldValues>, E extends RegistrationEndpoint>({
  schema,
  endpoint,
  home,
  toBody,
  defaultValues,
  onSend,
}: {
  /** Told just before the request goes: the session may change before the answer arrives. */
  onSend?: () => void;
  schema: S;
  endpoint: E;
  home: string;
  toBody: (values: z.output<S>) => RegistrationBodies[E];
  defaultValues: z.input<S>;
}) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const registration = useRegistration(endpoint);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(schema, { defaultValues: defaultValues as never });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const subscription = form.watch(() => setError(null));
    return () => subscription.unsubscribe();
  }, [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const body = toBody(values);
      onSend?.();
      const answer = await registration.mutateAsync(body);
      if ("checkEmail" in answer) setSentTo("email" in body ? body.email : "");
      else navigate(home, { replace: true, state: answer.existing ? { notice: EXISTING_ACCOUNT_NOTICE } : null });
    } catch (err) {
      setError(applyServerErrors(form, err));
    }
  });
  const bind = (name: Path<z.input<S>>): BoundField => ({ ...form.register(name), error: fieldError(form, name) });
  /** What RegisterShell takes. */
  const submit = {
    onSubmit,
    error,
    busy: registration.isPending,
    sent: sentTo === null ? null : t("register.checkEmail", { email: sentTo }),
  };
  return { form, bind, submit };
}
