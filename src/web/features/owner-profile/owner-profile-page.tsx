import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useParams } from "react-router";
import { ownerQueries } from "../../api/owners";
import { ErrorPanel } from "../../components/ui/error-panel";
import { Spinner } from "../../components/ui/feedback";
import { ownerNotFoundMessage } from "../../../shared/owner-rules";
import { ApiError, errorMessage } from "../../lib/api";
import { OwnerProfileView } from "./owner-profile-view";

/** /owner/:identifier — the public owner profile of seed section 2. */
export function OwnerProfilePage() {
  const identifier = useParams().identifier ?? "";
  const query = useQuery(ownerQueries.profile(identifier));
  const displayName = query.data?.profile.displayName;

  useEffect(() => {
    document.title = `${displayName ?? "Owner profile"} · SewaGear`;
  }, [displayName]);

  if (query.isPending) return <Spinner label="Loading owner profile" />;
  if (query.isError) {
    const err = query.error;
    const message =
      err instanceof ApiError && err.status === 404
        ? ownerNotFoundMessage(identifier)
        : `Failed to load owner profile: ${errorMessage(err)}`;
    return <OwnerProfileError message={message} />;
  }
  return <OwnerProfileView data={query.data} />;
}

/** Seed section 2: the message, the three hints, and Go to Home. */
function OwnerProfileError({ message }: { message: string }) {
  return (
    <ErrorPanel title={message}>
      <p className="mt-4 text-sm">This can happen when:</p>
      <ul className="mt-1 list-disc pl-6 text-sm">
        <li>The profile does not exist</li>
        <li>The identifier is incorrect</li>
        <li>The owner has not set up a profile</li>
      </ul>
    </ErrorPanel>
  );
}
