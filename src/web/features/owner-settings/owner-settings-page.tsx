import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { RichText } from "../../components/ui/rich-text";
import { ownerQueries } from "../../api/owners";
import { TextLink } from "../../components/ui/text-link";
import { CalendarFeedCard } from "./calendar-feed-card";
import { OwnerPhotoCard } from "./owner-photo-card";
import { OwnerProfileForm } from "./owner-profile-form";
import { SettingsPageFrame } from "./settings-page-frame";

/** /owners/settings: the owner's public profile, as /owner/<username> shows it. */
export function OwnerSettingsPage() {
  const { t } = useTranslation("owners");
  return (
    <SettingsPageFrame i18nKey="settings" query={useQuery(ownerQueries.settings())}>
      {(profile) => (
        <>
          <p className="text-sm text-slate-700">
            <RichText
              t={t}
              i18nKey="settings.intro"
              components={{ settings: <TextLink to="/owners/payment-settings" /> }}
            />
          </p>
          <OwnerPhotoCard photoUrl={profile.photoUrl} />
          <OwnerProfileForm key={profile.id} profile={profile} />
          <CalendarFeedCard />
        </>
      )}
    </SettingsPageFrame>
  );
}
