import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ownerQueries } from "../../api/owners";
import { Alert } from "../../components/ui/feedback";
import { QueryPage } from "../../components/ui/query-page";
import { DuitnowQrCard } from "./duitnow-qr-card";
import { PaymentDetailsForm } from "./payment-details-form";

/** /owners/payment-settings: where renters pay the owner. Private to the owner. */
export function PaymentSettingsPage() {
  const { t } = useTranslation("owners");
  return (
    <QueryPage title={t("payment.title")} what={t("payment.what")} query={useQuery(ownerQueries.payment())}>
      {(settings) => (
        <div className="flex flex-col gap-6">
          <Alert tone="info">{t("payment.privateNote")}</Alert>
          <PaymentDetailsForm settings={settings} />
          <DuitnowQrCard qrUrl={settings.duitnowQrUrl} />
        </div>
      )}
    </QueryPage>
  );
}
