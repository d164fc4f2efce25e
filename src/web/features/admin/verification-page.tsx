import { useTranslation } from "react-i18next";
import { Page } from "../../components/ui/page";
import { ReviewQueue } from "../../components/verification/review-queue";

/** /admin/enhanced-verification: the review queue with documents side by side. */
export function VerificationPage() {
  const { t } = useTranslation("verification");
  return (
    <Page title={t("review.pageTitle")}>
      <ReviewQueue />
    </Page>
  );
}
