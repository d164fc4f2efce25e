import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button";
import { Page } from "../../components/ui/page";

export function NotFoundPage() {
  return (
    <Page title="Page not found" narrow>
      <p className="mb-6 text-slate-700">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <Link to="/" className={buttonClass()}>
        Go to Home
      </Link>
    </Page>
  );
}
