import { useTranslation } from "react-i18next";
import { Page } from "../../components/ui/page";
import { ApplicationsPanel } from "./applications-panel";
import { FeeSettingsForm } from "./fee-settings";

/** /admin/settings: fees and defaults, and the staff and accountant applications. */
export function AdminSettingsPage() {
  const { t } = useTranslation("admin");
  return (
    <Page title={t("settings.title")}>
      <div className="flex flex-col gap-6">
        <FeeSettingsForm />
        <ApplicationsPanel />
      </div>
    </Page>
  );
}
