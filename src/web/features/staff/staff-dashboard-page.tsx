import { useTranslation } from "react-i18next";
import { Card, Page } from "../../components/ui/page";
import { MyPayslips } from "../../components/salary/my-payslips";
import { ReviewQueue } from "../../components/verification/review-queue";
import { LookupPanel } from "./lookup-panel";
import { UnverifiedRenters } from "./unverified-renters";
import { WaitingForReview } from "./waiting-for-review";

/**
 * /staff/dashboard: what waits for support (scam reports, deposit disputes),
 * the read-only look-ups, the verification queue (staff decide it, PRODUCT.md
 * section 2), renters still to verify, and the staff member's own payslips.
 */
export function StaffDashboardPage() {
  const { t } = useTranslation("staff");
  return (
    <Page title={t("title")}>
      <div className="flex flex-col gap-6">
        <div className="grid gap-6 lg:grid-cols-2">
          <WaitingForReview />
          <LookupPanel />
        </div>
        <Card title={t("queueTitle")}>
          <ReviewQueue />
        </Card>
        <UnverifiedRenters />
        <MyPayslips />
      </div>
    </Page>
  );
}
