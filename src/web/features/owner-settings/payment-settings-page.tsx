import { useQuery } from "@tanstack/react-query";
import { ownerQueries } from "../../api/owners";
import { Alert } from "../../components/ui/feedback";
import { QueryPage } from "../../components/ui/query-page";
import { DuitnowQrCard } from "./duitnow-qr-card";
import { PaymentDetailsForm } from "./payment-details-form";

/** /owners/payment-settings: where renters pay the owner. Private to the owner. */
export function PaymentSettingsPage() {
  return (
    <QueryPage title="Payment settings" what="payment details" query={useQuery(ownerQueries.payment())}>
      {(settings) => (
        <div className="flex flex-col gap-6">
          <Alert tone="info">
            Only you can see these details. A renter sees them only on a booking you have approved, to pay you.
          </Alert>
          <PaymentDetailsForm settings={settings} />
          <DuitnowQrCard qrUrl={settings.duitnowQrUrl} />
        </div>
      )}
    </QueryPage>
  );
}
