import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useUpdateOwnerProfile } from "../../api/owners";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { StateField } from "../../components/catalogue-fields";
import { TextAreaField, TextField } from "../../components/ui/field";
import { Card } from "../../components/ui/page";
import { OwnerProfileRequest, type PublicOwnerProfile } from "../../../shared/owner-contracts";
import { bindFields, fieldError, useZodForm } from "../../lib/forms";
import { useUsernameCheck } from "../../lib/use-username-check";
import { CoveredStatesField } from "./covered-states-field";
import { useFormSubmit } from "../../lib/form-submit";
import { TextLink } from "../../components/ui/text-link";
import { Form } from "../../components/ui/form";

type Covered = NonNullable<OwnerProfileRequest["coveredStates"]>;
type FieldName = Parameters<typeof fieldError<OwnerProfileRequest>>[1];

/** Name, label (a brand name, the same in every language), keyboard, placeholder and hint of each social link. */
const SOCIAL_FIELDS = [
  ["instagramUrl", "Instagram", "url", "handle"],
  ["tiktokUrl", "TikTok", "url", "handle"],
  ["whatsappUrl", "WhatsApp", "tel", "phone"],
] as const;

/** The form's starting values: the saved profile, blanks for what is not set. */
const valuesOf = (p: PublicOwnerProfile): OwnerProfileRequest => ({
  displayName: p.displayName,
  username: p.username,
  bio: p.bio ?? "",
  experience: p.experience ?? "",
  specialties: p.specialties ?? "",
  businessName: p.businessName ?? "",
  businessAddress: {
    streetAddress: p.businessAddress.streetAddress ?? "",
    city: p.businessAddress.city ?? "",
    state: p.businessAddress.state ?? "",
    postalCode: p.businessAddress.postalCode ?? "",
  },
  state: p.state ?? "",
  coveredStates: p.coveredStates as Covered,
  instagramUrl: p.instagramUrl ?? "",
  tiktokUrl: p.tiktokUrl ?? "",
  whatsappUrl: p.whatsappUrl ?? "",
});

/**
 * Every public field of the owner profile, checked with the server's own schema
 * and saved in one PUT; the server's field messages (a username taken
 * meanwhile) land beside their fields.
 */
export function OwnerProfileForm({ profile }: { profile: PublicOwnerProfile }) {
  const { t } = useTranslation("owners");
  const save = useUpdateOwnerProfile();
  const form = useZodForm(OwnerProfileRequest, { defaultValues: valuesOf(profile) });
  const { onSubmit, message } = useFormSubmit(form, save.mutateAsync, t("settings.saved"));
  const { register } = form;
  const username = form.watch("username");
  const primary = form.watch("state") ?? "";
  const check = useUsernameCheck(username, profile.username);
  const error = (name: FieldName) => fieldError(form, name);
  const field = bindFields(form);

  const usernameError = error("username") ?? (check.status === "error" ? check.message : null);
  const usernameHint =
    check.status === "checking"
      ? t("settings.username.checking")
      : check.status === "ok"
        ? t("settings.username.available")
        : t("settings.username.rules");

  return (
    <Form selfChecked onSubmit={onSubmit} className="flex flex-col gap-6">
      <Card title={t("settings.publicCard.title")}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label={t("settings.publicCard.displayName")} required maxLength={100} {...field("displayName")} />
          <TextField
            label={t("settings.publicCard.username")}
            autoComplete="username"
            required
            {...register("username")}
            hint={usernameHint}
            error={usernameError}
          />
          <div className="sm:col-span-2">
            <TextAreaField
              label={t("settings.publicCard.bio")}
              maxLength={2000}
              {...field("bio")}
              hint={t("settings.publicCard.bioHint")}
            />
          </div>
          <TextField
            label={t("settings.publicCard.experience")}
            maxLength={500}
            placeholder={t("settings.publicCard.experiencePlaceholder")}
            {...field("experience")}
          />
          <TextField
            label={t("settings.publicCard.specialties")}
            maxLength={500}
            placeholder={t("settings.publicCard.specialtiesPlaceholder")}
            {...field("specialties")}
          />
        </div>
      </Card>

      <Card title={t("settings.business.title")}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField label={t("settings.business.name")} maxLength={150} {...field("businessName")} />
          </div>
          <div className="sm:col-span-2">
            <TextField
              label={t("settings.business.street")}
              autoComplete="street-address"
              {...field("businessAddress.streetAddress")}
            />
          </div>
          <TextField
            label={t("settings.business.city")}
            autoComplete="address-level2"
            {...field("businessAddress.city")}
          />
          <StateField
            label={t("settings.business.state")}
            placeholder={t("settings.chooseState")}
            {...field("businessAddress.state")}
          />
          <TextField
            label={t("settings.business.postalCode")}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            {...field("businessAddress.postalCode")}
          />
        </div>
      </Card>

      <Card title={t("settings.where.title")}>
        <div className="flex flex-col gap-4">
          <StateField
            label={t("settings.where.primary")}
            placeholder={t("settings.chooseState")}
            {...register("state", {
              // The primary state is covered anyway: it leaves the covered list.
              onChange: (e: { target: { value: string } }) =>
                form.setValue(
                  "coveredStates",
                  (form.getValues("coveredStates") ?? []).filter((s) => s !== e.target.value),
                ),
            })}
            error={error("state")}
          />
          <Controller
            control={form.control}
            name="coveredStates"
            render={({ field }) => (
              <CoveredStatesField
                value={field.value ?? []}
                primary={primary}
                onChange={(states) => field.onChange(states as Covered)}
                error={error("coveredStates")}
              />
            )}
          />
        </div>
      </Card>

      <Card title={t("settings.social.title")}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {SOCIAL_FIELDS.map(([name, label, inputMode, kind]) => (
            <TextField
              key={name}
              label={label}
              inputMode={inputMode}
              placeholder={kind === "phone" ? "012-3456789" : t("settings.social.handlePlaceholder")}
              hint={kind === "phone" ? t("settings.social.whatsappHint") : t("settings.social.handleHint")}
              {...field(name)}
            />
          ))}
        </div>
      </Card>

      <div className="flex flex-col gap-3">
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t("settings.saving") : t("settings.save")}
          </Button>
          <TextLink to={`/owner/${encodeURIComponent(profile.username)}`} className="text-sm">
            {t("settings.viewPublic")}
          </TextLink>
        </div>
      </div>
    </Form>
  );
}
