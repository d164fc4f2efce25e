import { Page } from "../../components/ui/page";
import { ApplicationsPanel } from "./applications-panel";

/** /admin/settings: applications now; fees, SST and thresholds come with the catalogue and bookings. */
export function AdminSettingsPage() {
  return (
    <Page title="Admin settings">
      <ApplicationsPanel />
    </Page>
  );
}
