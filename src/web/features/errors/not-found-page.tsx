import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button";
import { Page } from "../../components/ui/page";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t("routeError.notFoundTitle")} narrow>
      <p className="mb-6 text-slate-700">{t("routeError.notFoundBody")}</p>
      <Link to="/" className={buttonClass()}>
        {t("actions.goHome")}
      </Link>
    </Page>
  );
}
