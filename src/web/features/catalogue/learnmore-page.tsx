import { Page } from "../../components/ui/page";

export function LearnMorePage() {
  return <Page title="Available Gear">{null}</Page>;
}
