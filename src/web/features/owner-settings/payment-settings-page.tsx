import { useQuery } from "@tanstack/react-query";
import { ownerQueries } from "../../api/owners";
import { Alert } from "../../components/ui/feedback";
import { Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { DuitnowQrCard } from "./duitnow-qr-card";
import { PaymentDetailsForm } from "./payment-details-form";

/** /owners/payment-settings: where renters pay the owner. Private to the owner. */
export function PaymentSettingsPage() {
  const query = useQuery(ownerQueries.payment());
  return (
    <Page title="Payment settings">
      <QueryState
        query={query}
        loadingLabel="Loading your payment details"
        errorTitle="Could not load your payment details"
      >
        {(settings) => (
          <div className="flex flex-col gap-6">
            <Alert tone="info">
              Only you can see these details. A renter sees them only on a booking you have approved, to pay you.
            </Alert>
            <PaymentDetailsForm settings={settings} />
            <DuitnowQrCard qrUrl={settings.duitnowQrUrl} />
          </div>
        )}
      </QueryState>
    </Page>
  );
}
