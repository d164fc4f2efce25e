import { Alert, Spinner } from "../../components/ui/feedback";
import { Page } from "../../components/ui/page";
import { errorMessage } from "../../lib/api";
import { DuitnowQrCard } from "./duitnow-qr-card";
import { PaymentDetailsForm } from "./payment-details-form";
import { usePaymentSettings } from "./use-owner-settings";

/** /owners/payment-settings: where renters pay the owner. Private to the owner. */
export function PaymentSettingsPage() {
  const query = usePaymentSettings();
  return (
    <Page title="Payment settings">
      {query.isPending ? (
        <Spinner label="Loading your payment details" />
      ) : query.isError ? (
        <Alert tone="error">Could not load your payment details: {errorMessage(query.error)}</Alert>
      ) : (
        <div className="flex flex-col gap-6">
          <Alert tone="info">
            Only you can see these details. A renter sees them only on a booking you have approved, to pay you.
          </Alert>
          <PaymentDetailsForm settings={query.data} />
          <DuitnowQrCard settings={query.data} />
        </div>
      )}
    </Page>
  );
}
