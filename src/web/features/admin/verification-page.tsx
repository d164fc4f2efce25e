import { Page } from "../../components/ui/page";
import { ReviewQueue } from "../../components/verification/review-queue";

/** /admin/enhanced-verification: the review queue with documents side by side. */
export function VerificationPage() {
  return (
    <Page title="Identity verification">
      <ReviewQueue />
    </Page>
  );
}
