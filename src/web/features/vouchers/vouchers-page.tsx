import { useTranslation } from "react-i18next";
import { Spinner } from "../../components/ui/feedback";
import { Page } from "../../components/ui/page";
import { useSession } from "../../lib/session";
import { IssuedVouchers } from "./issued-vouchers";
import { RenterVouchers } from "./renter-vouchers";

/**
 * /vouchers (and /vouchers-enhanced, the same page): owners manage the vouchers
 * of their gear and admins the platform's; renters (and owners, who rent too)
 * see the ones they can use and claim them. Other roles have none to see.
 */
export function VouchersPage() {
  const { t } = useTranslation("vouchers");
  const { data: session } = useSession();
  if (!session?.user) return <Spinner />;
  const { issueVouchers, keepVouchers } = session.abilities;
  return (
    <Page title={t("page.title")}>
      <div className="flex flex-col gap-6">
        <p className="text-sm text-slate-700">{t("page.intro")}</p>
        {issueVouchers && <IssuedVouchers isAdmin={session.role === "admin"} />}
        {keepVouchers && <RenterVouchers />}
        {!issueVouchers && !keepVouchers && <p className="text-sm">{t("page.noneForRole")}</p>}
      </div>
    </Page>
  );
}
