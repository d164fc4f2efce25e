import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ownerQueries } from "../../api/owners";
import { QueryPage } from "../../components/ui/query-page";
import { OwnerPhotoCard } from "./owner-photo-card";
import { OwnerProfileForm } from "./owner-profile-form";

/** /owners/settings: the owner's public profile, as /owner/<username> shows it. */
export function OwnerSettingsPage() {
  return (
    <QueryPage title="Owner settings" what="profile" query={useQuery(ownerQueries.settings())}>
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
    </QueryPage>
  );
}
