import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ownerQueries } from "../../api/owners";
import { Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { OwnerPhotoCard } from "./owner-photo-card";
import { OwnerProfileForm } from "./owner-profile-form";

/** /owners/settings: the owner's public profile, as /owner/<username> shows it. */
export function OwnerSettingsPage() {
  const query = useQuery(ownerQueries.settings());
  return (
    <Page title="Owner settings">
      <QueryState query={query} loadingLabel="Loading your profile" errorTitle="Could not load your profile">
        {(profile) => (
          <div className="flex flex-col gap-6">
            <p className="text-sm text-slate-700">
              Everything here is public on your owner profile. Bank and DuitNow details are private: set them in{" "}
              <Link to="/owners/payment-settings" className="text-sky-800 underline">
                payment settings
              </Link>
              .
            </p>
            <OwnerPhotoCard photoUrl={profile.photoUrl} />
            <OwnerProfileForm key={profile.id} profile={profile} />
          </div>
        )}
      </QueryState>
    </Page>
  );
}
