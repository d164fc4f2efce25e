import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { SelectField, TextField } from "../../components/ui/field";
import { Card } from "../../components/ui/page";
import { MALAYSIAN_STATES } from "../../../shared/malaysia";
import type { OwnerProfileRequest } from "../../../shared/owner-contracts";
import type { PublicOwnerProfile } from "../../../shared/owner-contracts";
import { api, ApiError, errorMessage } from "../../lib/api";
import { useRefreshSession } from "../../lib/session";
import { CoveredStatesField } from "./covered-states-field";
import { TextAreaField } from "../../components/ui/field";
import { OWNER_SETTINGS_KEY } from "./use-owner-settings";
import { useUsernameAvailability } from "./use-username-availability";

/** Every public field of the owner profile; saved in one PUT, server field messages shown beside their fields. */
export function OwnerProfileForm({ profile }: { profile: PublicOwnerProfile }) {
  const qc = useQueryClient();
  const refreshSession = useRefreshSession();
  const [username, setUsername] = useState(profile.username);
  const [primary, setPrimary] = useState(profile.state ?? "");
  const [covered, setCovered] = useState<string[]>(profile.coveredStates);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const check = useUsernameAvailability(username, profile.username);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? "");
    const body: OwnerProfileRequest = {
      displayName: text("displayName"),
      username,
      bio: text("bio"),
      experience: text("experience"),
      specialties: text("specialties"),
      businessName: text("businessName"),
      businessAddress: {
        streetAddress: text("businessStreetAddress"),
        city: text("businessCity"),
        state: text("businessState"),
        postalCode: text("businessPostalCode"),
      },
      state: primary,
      coveredStates: covered.filter((s) => s !== primary) as OwnerProfileRequest["coveredStates"],
      instagramUrl: text("instagramUrl"),
      tiktokUrl: text("tiktokUrl"),
      whatsappUrl: text("whatsappUrl"),
    };
    setBusy(true);
    setFields({});
    setMessage(null);
    try {
      const saved = await api<PublicOwnerProfile>("/api/owners/me/profile", { method: "PUT", body });
      qc.setQueryData(OWNER_SETTINGS_KEY, saved);
      await Promise.all([refreshSession(), qc.invalidateQueries({ queryKey: ["owner-profile"] })]);
      setMessage({ tone: "success", text: "Your profile was saved." });
    } catch (err) {
      if (err instanceof ApiError) setFields(err.fields);
      setMessage({ tone: "error", text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  const usernameError = fields.username ?? (check.status === "error" ? check.message : null);
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
          <TextField
            label="Display name"
            name="displayName"
            defaultValue={profile.displayName}
            required
            maxLength={100}
            error={fields.displayName}
          />
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(e) => {
              setUsername(e.target.value);
              setFields(({ username: _gone, ...rest }) => rest);
            }}
            hint={usernameHint}
            error={usernameError}
          />
          <div className="sm:col-span-2">
            <TextAreaField
              label="Bio"
              name="bio"
              defaultValue={profile.bio ?? ""}
              maxLength={2000}
              error={fields.bio}
              hint="What renters should know about you and your gear."
            />
          </div>
          <TextField
            label="Experience"
            name="experience"
            defaultValue={profile.experience ?? ""}
            maxLength={500}
            placeholder="e.g. 8 years renting to productions"
            error={fields.experience}
          />
          <TextField
            label="Specialties"
            name="specialties"
            defaultValue={profile.specialties ?? ""}
            maxLength={500}
            placeholder="e.g. Cinema cameras, wireless audio"
            error={fields.specialties}
          />
        </div>
      </Card>

      <Card title="Business">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField
              label="Business name"
              name="businessName"
              defaultValue={profile.businessName ?? ""}
              maxLength={150}
              error={fields.businessName}
            />
          </div>
          <div className="sm:col-span-2">
            <TextField
              label="Business street address"
              name="businessStreetAddress"
              defaultValue={profile.businessAddress.streetAddress ?? ""}
              autoComplete="street-address"
              error={fields["businessAddress.streetAddress"]}
            />
          </div>
          <TextField
            label="Business city"
            name="businessCity"
            defaultValue={profile.businessAddress.city ?? ""}
            autoComplete="address-level2"
            error={fields["businessAddress.city"]}
          />
          <SelectField
            label="Business state"
            name="businessState"
            defaultValue={profile.businessAddress.state ?? ""}
            options={MALAYSIAN_STATES}
            placeholder="Choose a state"
            error={fields["businessAddress.state"]}
          />
          <TextField
            label="Business postal code"
            name="businessPostalCode"
            defaultValue={profile.businessAddress.postalCode ?? ""}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            error={fields["businessAddress.postalCode"]}
          />
        </div>
      </Card>

      <Card title="Where you rent">
        <div className="flex flex-col gap-4">
          <SelectField
            label="Primary state"
            name="state"
            value={primary}
            onChange={(e) => setPrimary(e.target.value)}
            options={MALAYSIAN_STATES}
            placeholder="Choose a state"
            error={fields.state}
          />
          <CoveredStatesField value={covered} primary={primary} onChange={setCovered} error={fields.coveredStates} />
        </div>
      </Card>

      <Card title="Social links">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField
            label="Instagram"
            name="instagramUrl"
            defaultValue={profile.instagramUrl ?? ""}
            inputMode="url"
            placeholder="@yourname"
            hint="Your @username or a link to your profile."
            error={fields.instagramUrl}
          />
          <TextField
            label="TikTok"
            name="tiktokUrl"
            defaultValue={profile.tiktokUrl ?? ""}
            inputMode="url"
            placeholder="@yourname"
            hint="Your @username or a link to your profile."
            error={fields.tiktokUrl}
          />
          <TextField
            label="WhatsApp"
            name="whatsappUrl"
            defaultValue={profile.whatsappUrl ?? ""}
            inputMode="tel"
            placeholder="012-3456789"
            hint="Your number, or a wa.me link."
            error={fields.whatsappUrl}
          />
        </div>
      </Card>

      <div className="flex flex-col gap-3">
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={busy}>
            {busy ? "Saving…" : "Save profile"}
          </Button>
          <Link to={`/owner/${encodeURIComponent(profile.username)}`} className="text-sm text-sky-800 underline">
            View your public profile
          </Link>
        </div>
      </div>
    </form>
  );
}
