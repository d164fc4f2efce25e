import "leaflet/dist/leaflet.css";
import { divIcon, type LatLngTuple, type LeafletMouseEvent, point } from "leaflet";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { MapContainer, Marker, TileLayer, Tooltip, useMap, useMapEvent } from "react-leaflet";
import { useNavigate } from "react-router";
import { useCatalogueNames } from "../../lib/catalogue-names";
import type { StateCounts } from "../../../shared/search-contracts";
import { spreadApart } from "./spread-markers";
import { STATE_CENTROIDS } from "./state-centroids";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const stateSearchPath = (state: string) => `/learnmore?state=${encodeURIComponent(state)}`;

/**
 * A state's marker is a real link (one click or Enter to its Available Gear
 * list; it works even before the app handles it), drawn as a circle with the
 * count. Leaflet takes the icon as HTML, hence the string; `label` is its
 * accessible name in the language shown ("Pulau Pinang: 3 items").
 */
function stateIcon(state: string, label: string, count: number, size: number) {
  return divIcon({
    // No Leaflet default class: it paints a white square behind the icon.
    className: "",
    iconSize: [size, size],
    html: `<a href="${escapeHtml(stateSearchPath(state))}" aria-label="${escapeHtml(label)}" class="flex h-full w-full items-center justify-center rounded-full border-2 border-amber-700 bg-amber-400/85 text-xs font-bold text-ink! no-underline hover:bg-amber-500">${count}</a>`,
  });
}

/**
 * Leaflet map of gear per state, in its own chunk (home page only). Markers are
 * HTML, not image icons (Leaflet's default icons are image files). When the
 * tiles cannot load (offline, or the tile host is unreachable) the markers still
 * show on the container's own background, and a note says so.
 */
export default function GearMap({ tileUrl, counts }: { tileUrl: string; counts: StateCounts }) {
  const { t } = useTranslation("search");
  const names = useCatalogueNames();
  const [tilesFailed, setTilesFailed] = useState(false);
  const navigate = useNavigate();
  // Icons made once per answer: a new icon on every render makes Leaflet replace the
  // marker's DOM, and the focused link with it (the tile-error re-render would do that).
  // A language switch (a new `t`) makes them again, so their names follow it.
  const markers = useMemo(() => {
    const largest = Math.max(1, ...counts.map((c) => c.count));
    return counts.flatMap(({ state, count }) => {
      const centre = STATE_CENTROIDS[state];
      if (!centre) return [];
      // At least 24 px: the smallest target WCAG 2.5.8 allows.
      const size = Math.round(24 + 12 * Math.sqrt(count / largest));
      const label = t("home.stateMarker", { state: names.state(state), count });
      return [{ state, count, centre, size, icon: stateIcon(state, label, count, size) }];
    });
  }, [counts, t, names]);
  // A click (or Enter, which clicks a link) reaches Leaflet as the marker's click: stay
  // in the app instead of reloading, unless a modifier asks for a new tab or window.
  const open = (state: string) => (e: LeafletMouseEvent) => {
    const m = e.originalEvent;
    if (m.ctrlKey || m.metaKey || m.shiftKey || m.altKey || m.button !== 0) return;
    m.preventDefault();
    navigate(stateSearchPath(state));
  };
  return (
    <>
      {/* bg-…! and text-ink! beat leaflet.css (grey background, blue links), which loads after ours. */}
      <MapContainer
        center={[4.2, 108.0]}
        zoom={5}
        scrollWheelZoom={false}
        className="h-80 w-full rounded-lg bg-sky-100!"
      >
        <TileLayer
          url={tileUrl}
          attribution={tileUrl.includes("openstreetmap") ? t("home.mapAttribution") : undefined}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        {/* keyboard=false: the link inside is the one focusable element (Leaflet would make the wrapper a second one). */}
        <SpreadMarkers centres={markers}>
          {(positions) =>
            markers.map(({ state, count, size, icon }, i) => (
              <Marker
                key={state}
                position={positions[i]!}
                icon={icon}
                keyboard={false}
                riseOnHover
                eventHandlers={{ click: open(state) }}
              >
                <Tooltip direction="top" offset={[0, -size / 2]}>
                  {names.state(state)}: {count}
                </Tooltip>
              </Marker>
            ))
          }
        </SpreadMarkers>
      </MapContainer>
      {tilesFailed && <p className="px-3 py-2 text-xs text-slate-700">{t("home.tilesFailed")}</p>}
    </>
  );
}

/**
 * Where each marker goes at the zoom shown: its state's centre, moved just far
 * enough that no two markers overlap (spread-markers.ts). Pixel positions are the
 * map's world pixels at that zoom, so panning changes nothing; a zoom lays them out again.
 */
function SpreadMarkers({
  centres,
  children,
}: {
  centres: { centre: LatLngTuple; size: number }[];
  children: (positions: LatLngTuple[]) => React.ReactNode;
}) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvent("zoomend", () => setZoom(map.getZoom()));
  // `centres` is the parent's memoised marker list: laid out again only when it or the zoom changes.
  const positions = useMemo(() => {
    const circles = centres.map(({ centre, size }) => ({ ...map.project(centre, zoom), r: size / 2 }));
    return spreadApart(circles).map(({ x, y }): LatLngTuple => {
      const at = map.unproject(point(x, y), zoom);
      return [at.lat, at.lng];
    });
  }, [centres, zoom, map]);
  return <>{children(positions)}</>;
}
