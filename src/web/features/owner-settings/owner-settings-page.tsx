import { Link } from "react-router";
import { Alert, Spinner } from "../../components/ui/feedback";
import { Page } from "../../components/ui/page";
import { errorMessage } from "../../lib/api";
import { OwnerPhotoCard } from "./owner-photo-card";
import { OwnerProfileForm } from "./owner-profile-form";
import { useOwnerSettings } from "./use-owner-settings";

/** /owners/settings: the owner's public profile, as /owner/<username> shows it. */
export function OwnerSettingsPage() {
  const query = useOwnerSettings();
  return (
    <Page title="Owner settings">
      {query.isPending ? (
        <Spinner label="Loading your profile" />
      ) : query.isError ? (
        <Alert tone="error">Could not load your profile: {errorMessage(query.error)}</Alert>
      ) : (
        <div className="flex flex-col gap-6">
          <p className="text-sm text-slate-700">
            Everything here is public on your owner profile. Bank and DuitNow details are private: set them in{" "}
            <Link to="/owners/payment-settings" className="text-sky-800 underline">
              payment settings
            </Link>
            .
          </p>
          <OwnerPhotoCard profile={query.data} />
          <OwnerProfileForm key={query.data.id} profile={query.data} />
        </div>
      )}
    </Page>
  );
}
