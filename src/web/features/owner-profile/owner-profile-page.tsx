import { Page } from "../../components/ui/page";

export function OwnerProfilePage() {
  return <Page title="Owner">{null}</Page>;
}
