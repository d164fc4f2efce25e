import { Page } from "../../components/ui/page";

export function GearPage() {
  return <Page title="Gear">{null}</Page>;
}
