import { useQuery } from "@tanstack/react-query";
import { Trans, useTranslation } from "react-i18next";
import { ownerQueries } from "../../api/owners";
import { QueryPage } from "../../components/ui/query-page";
import { OwnerPhotoCard } from "./owner-photo-card";
import { OwnerProfileForm } from "./owner-profile-form";
import { TextLink } from "../../components/ui/text-link";

/** /owners/settings: the owner's public profile, as /owner/<username> shows it. */
export function OwnerSettingsPage() {
  const { t } = useTranslation("owners");
  return (
    <QueryPage title={t("settings.title")} what={t("settings.what")} query={useQuery(ownerQueries.settings())}>
      {(profile) => (
        <div className="flex flex-col gap-6">
          <p className="text-sm text-slate-700">
            <Trans
              t={t}
              i18nKey="settings.intro"
              components={{ settings: <TextLink to="/owners/payment-settings" /> }}
            />
          </p>
          <OwnerPhotoCard photoUrl={profile.photoUrl} />
          <OwnerProfileForm key={profile.id} profile={profile} />
        </div>
      )}
    </QueryPage>
  );
}
