import { Controller } from "react-hook-form";
import { Link } from "react-router";
import { useUpdateOwnerProfile } from "../../api/owners";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { SelectField, TextAreaField, TextField } from "../../components/ui/field";
import { Card } from "../../components/ui/page";
import { MALAYSIAN_STATES } from "../../../shared/malaysia";
import { OwnerProfileRequest, type PublicOwnerProfile } from "../../../shared/owner-contracts";
import { fieldError, useZodForm } from "../../lib/forms";
import { useUsernameCheck } from "../../lib/use-username-check";
import { CoveredStatesField } from "./covered-states-field";
import { useFormSubmit } from "../../lib/form-submit";

type Covered = NonNullable<OwnerProfileRequest["coveredStates"]>;
type FieldName = Parameters<typeof fieldError<OwnerProfileRequest>>[1];

const HANDLE_HINT = "Your @username or a link to your profile.";
/** Name, label, keyboard, placeholder and hint of each social link. */
const SOCIAL_FIELDS = [
  ["instagramUrl", "Instagram", "url", "@yourname", HANDLE_HINT],
  ["tiktokUrl", "TikTok", "url", "@yourname", HANDLE_HINT],
  ["whatsappUrl", "WhatsApp", "tel", "012-3456789", "Your number, or a wa.me link."],
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
  const save = useUpdateOwnerProfile();
  const form = useZodForm(OwnerProfileRequest, { defaultValues: valuesOf(profile) });
  const { onSubmit, message } = useFormSubmit(form, save.mutateAsync, "Your profile was saved.");
  const { register } = form;
  const username = form.watch("username");
  const primary = form.watch("state") ?? "";
  const check = useUsernameCheck(username, profile.username);
  const error = (name: FieldName) => fieldError(form, name);
  /** A text field's form props: its registration and its message. */
  const field = (name: FieldName) => ({ ...register(name), error: error(name) });

  const usernameError = error("username") ?? (check.status === "error" ? check.message : null);
  const usernameHint =
    check.status === "checking"
      ? "Checking availability…"
      : check.status === "ok"
        ? "This username is available."
        : "3 to 20 letters, numbers or underscores; your profile lives at /owner/<username>.";

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-6" noValidate>
      <Card title="Public profile">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="Display name" required maxLength={100} {...field("displayName")} />
          <TextField
            label="Username"
            autoComplete="username"
            required
            {...register("username")}
            hint={usernameHint}
            error={usernameError}
          />
          <div className="sm:col-span-2">
            <TextAreaField
              label="Bio"
              maxLength={2000}
              {...field("bio")}
              hint="What renters should know about you and your gear."
            />
          </div>
          <TextField
            label="Experience"
            maxLength={500}
            placeholder="e.g. 8 years renting to productions"
            {...field("experience")}
          />
          <TextField
            label="Specialties"
            maxLength={500}
            placeholder="e.g. Cinema cameras, wireless audio"
            {...field("specialties")}
          />
        </div>
      </Card>

      <Card title="Business">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField label="Business name" maxLength={150} {...field("businessName")} />
          </div>
          <div className="sm:col-span-2">
            <TextField
              label="Business street address"
              autoComplete="street-address"
              {...field("businessAddress.streetAddress")}
            />
          </div>
          <TextField label="Business city" autoComplete="address-level2" {...field("businessAddress.city")} />
          <SelectField
            label="Business state"
            {...register("businessAddress.state")}
            options={MALAYSIAN_STATES}
            placeholder="Choose a state"
            error={error("businessAddress.state")}
          />
          <TextField
            label="Business postal code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            {...field("businessAddress.postalCode")}
          />
        </div>
      </Card>

      <Card title="Where you rent">
        <div className="flex flex-col gap-4">
          <SelectField
            label="Primary state"
            {...register("state", {
              // The primary state is covered anyway: it leaves the covered list.
              onChange: (e: { target: { value: string } }) =>
                form.setValue(
                  "coveredStates",
                  (form.getValues("coveredStates") ?? []).filter((s) => s !== e.target.value),
                ),
            })}
            options={MALAYSIAN_STATES}
            placeholder="Choose a state"
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

      <Card title="Social links">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {SOCIAL_FIELDS.map(([name, label, inputMode, placeholder, hint]) => (
            <TextField
              key={name}
              label={label}
              inputMode={inputMode}
              placeholder={placeholder}
              hint={hint}
              {...field(name)}
            />
          ))}
        </div>
      </Card>

      <div className="flex flex-col gap-3">
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save profile"}
          </Button>
          <Link to={`/owner/${encodeURIComponent(profile.username)}`} className="text-sm text-sky-800 underline">
            View your public profile
          </Link>
        </div>
      </div>
    </form>
  );
}
