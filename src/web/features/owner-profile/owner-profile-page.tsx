import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { buttonClass } from "../../components/ui/button";
import { Spinner } from "../../components/ui/feedback";
import { ownerNotFoundMessage } from "../../../shared/owner-rules";
import { ApiError, errorMessage } from "../../lib/api";
import { OwnerProfileView } from "./owner-profile-view";
import { useOwnerProfile } from "./use-owner-profile";

/** /owner/:identifier — the public owner profile of seed section 2. */
export function OwnerProfilePage() {
  const identifier = useParams().identifier ?? "";
  const query = useOwnerProfile(identifier);
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
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <section
        role="alert"
        aria-labelledby="owner-error-title"
        className="rounded-lg border border-red-300 bg-red-50 p-6 text-red-900"
      >
        <h1 id="owner-error-title" className="text-xl font-bold">
          {message}
        </h1>
        <p className="mt-4 text-sm">This can happen when:</p>
        <ul className="mt-1 list-disc pl-6 text-sm">
          <li>The profile does not exist</li>
          <li>The identifier is incorrect</li>
          <li>The owner has not set up a profile</li>
        </ul>
        <Link to="/" className={`${buttonClass()} mt-6`}>
          Go to Home
        </Link>
      </section>
    </div>
  );
}
