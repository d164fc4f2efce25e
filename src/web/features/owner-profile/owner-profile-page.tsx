import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ownerQueries } from "../../api/owners";
import { ErrorPanel } from "../../components/ui/error-panel";
import { Spinner } from "../../components/ui/feedback";
import { ApiError, errorMessage } from "../../lib/api";
import { useDocumentTitle } from "../../lib/use-document-title";
import { OwnerProfileView } from "./owner-profile-view";

/** /owner/:identifier — the public owner profile of seed section 2. */
export function OwnerProfilePage() {
  const { t } = useTranslation("owners");
  const identifier = useParams().identifier ?? "";
  const query = useQuery(ownerQueries.profile(identifier));
  const displayName = query.data?.profile.displayName;
  useDocumentTitle(t("profile.documentTitle", { name: displayName ?? t("profile.defaultTitle") }));

  if (query.isPending) return <Spinner label={t("profile.loading")} />;
  if (query.isError) {
    const err = query.error;
    // The seed's own message for a 404 (the server sends the same one), in the language shown.
    const message =
      err instanceof ApiError && err.status === 404
        ? t("notFound", { identifier })
        : t("profile.loadFailed", { message: errorMessage(err) });
    return <OwnerProfileError message={message} />;
  }
  return <OwnerProfileView data={query.data} />;
}

/** Seed section 2: the message, the three hints, and Go to Home. */
function OwnerProfileError({ message }: { message: string }) {
  const { t } = useTranslation("owners");
  return (
    <ErrorPanel title={message}>
      <p className="mt-4 text-sm">{t("profile.whyIntro")}</p>
      <ul className="mt-1 list-disc pl-6 text-sm">
        <li>{t("profile.why.missing")}</li>
        <li>{t("profile.why.wrongIdentifier")}</li>
        <li>{t("profile.why.notSetUp")}</li>
      </ul>
    </ErrorPanel>
  );
}
