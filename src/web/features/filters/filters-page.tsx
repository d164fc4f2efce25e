import { Page } from "../../components/ui/page";

export function FiltersPage() {
  return <Page title="Saved filters">{null}</Page>;
}
