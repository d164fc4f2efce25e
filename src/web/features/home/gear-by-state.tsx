import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { searchQueries } from "../../api/search";
import { useCatalogueNames } from "../../lib/catalogue-names";
import { useNearViewport } from "../../lib/use-near-viewport";
import { HomeSection } from "./home-section";
import { MapBoundary } from "./map-boundary";

// Leaflet and its CSS (~45 KB gzipped) load only here, when the map is about to scroll into view.
const GearMap = lazy(() => import("./gear-map"));

const MapNote = ({ children }: { children: string }) => (
  <p className="flex h-80 items-center justify-center text-sm text-slate-600">{children}</p>
);

/** Gear per state: an accessible list of links (always works) beside the map. */
export function GearByState() {
  const { t } = useTranslation("search");
  const names = useCatalogueNames();
  const counts = useQuery(searchQueries.stateCounts());
  const config = useQuery(searchQueries.publicConfig());
  const figure = useRef<HTMLElement>(null);
  const near = useNearViewport(figure);
  if (counts.data?.length === 0) return null;
  return (
    <HomeSection title={t("home.byState")} className="py-8">
      <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <figure ref={figure} className="min-h-80 rounded-lg bg-sky-100" aria-label={t("home.mapLabel")}>
          <MapBoundary>
            {counts.data && config.data && near ? (
              <Suspense fallback={<MapNote>{t("home.mapLoading")}</MapNote>}>
                <GearMap tileUrl={config.data.mapTileUrl} counts={counts.data} />
              </Suspense>
            ) : counts.isError || config.isError ? (
              <MapNote>{t("home.mapFailed")}</MapNote>
            ) : (
              <MapNote>{t("home.mapLoading")}</MapNote>
            )}
          </MapBoundary>
        </figure>
        <ul className="flex flex-col gap-1" aria-label={t("home.byStateList")}>
          {(counts.data ?? []).map(({ state, count }) => (
            <li key={state}>
              <Link
                to={`/learnmore?state=${encodeURIComponent(state)}`}
                className="flex justify-between rounded px-2 py-1 hover:bg-slate-100"
              >
                <span className="underline">{names.state(state)}</span>{" "}
                <span className="text-slate-600">
                  {count}
                  <span className="sr-only"> {t("home.itemWord", { count })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
