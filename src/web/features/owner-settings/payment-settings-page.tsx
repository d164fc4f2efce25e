import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ownerQueries } from "../../api/owners";
import { Alert } from "../../components/ui/feedback";
import { DuitnowQrCard } from "./duitnow-qr-card";
import { PaymentDetailsForm } from "./payment-details-form";
import { SettingsPageFrame } from "./settings-page-frame";

/** /owners/payment-settings: where renters pay the owner. Private to the owner. */
export function PaymentSettingsPage() {
  const { t } = useTranslation("owners");
  return (
    <SettingsPageFrame i18nKey="payment" query={useQuery(ownerQueries.payment())}>
      {(settings) => (
        <>
          <Alert tone="info">{t("payment.privateNote")}</Alert>
          <PaymentDetailsForm settings={settings} />
          <DuitnowQrCard settings={settings} />
        </>
      )}
    </SettingsPageFrame>
  );
}
