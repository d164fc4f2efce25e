import { Page } from "../../components/ui/page";

export function WantedPage() {
  return <Page title="Wanted">{null}</Page>;
}
