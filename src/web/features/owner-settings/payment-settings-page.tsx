import { Page } from "../../components/ui/page";

export function PaymentSettingsPage() {
  return <Page title="Payment settings">{null}</Page>;
}
