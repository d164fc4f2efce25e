import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { kitQueries } from "../../api/kits";
import { Alert, Spinner } from "../../components/ui/feedback";
import { TextLink } from "../../components/ui/text-link";
import { errorMessage } from "../../lib/api";

/**
 * What a kit holds (issue 32 item 2): each component with how many one kit
 * takes, linked to that listing's own page. Read from GET /api/kits/:id after
 * the page: the server's HTML shows its spinner, as the availability's.
 */
export function KitContents({ kitId }: { kitId: string }) {
  const { t } = useTranslation("gear");
  const kit = useQuery(kitQueries.contents(kitId));
  return (
    <section aria-labelledby="kit-contents" className="flex flex-col gap-2">
      <h2 id="kit-contents" className="text-lg font-semibold">
        {t("kitScreens.contents.title")}
      </h2>
      <p className="text-sm text-slate-700">{t("kitScreens.contents.intro")}</p>
      {kit.isPending ? (
        <Spinner label={t("kitScreens.contents.loading")} />
      ) : kit.isError ? (
        <Alert tone="error">{t("kitScreens.contents.loadFailed", { error: errorMessage(kit.error) })}</Alert>
      ) : (
        <ul className="list-disc pl-5 text-slate-800" aria-labelledby="kit-contents">
          {kit.data.components.map((c) => (
            <li key={c.gearId} className="[overflow-wrap:anywhere]">
              <TextLink to={`/gear/${c.gearId}`}>
                {c.quantity === 1
                  ? t("kits.line", { name: c.name })
                  : t("kits.lineMany", { name: c.name, quantity: c.quantity })}
              </TextLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
