import { Page } from "../../components/ui/page";

export function OwnerSettingsPage() {
  return <Page title="Owner settings">{null}</Page>;
}
