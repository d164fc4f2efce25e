import "leaflet/dist/leaflet.css";
import { useState } from "react";
import { CircleMarker, MapContainer, Popup, TileLayer, Tooltip } from "react-leaflet";
import { Link } from "react-router";
import { STATE_CENTROIDS } from "./state-centroids";

/**
 * Leaflet map of gear per state, in its own chunk (home page only). Circle
 * markers, not image icons (Leaflet's default icons are image files). When the
 * tiles cannot load (offline, or the tile host is unreachable) the circles still
 * show on the container's own background, and a note says so.
 */
export default function GearMap({ tileUrl, counts }: { tileUrl: string; counts: { state: string; count: number }[] }) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const largest = Math.max(1, ...counts.map((c) => c.count));
  return (
    <>
      {/* bg-…! beats leaflet.css's grey .leaflet-container background, which loads after ours. */}
      <MapContainer center={[4.2, 108.0]} zoom={5} scrollWheelZoom={false} className="h-80 w-full rounded-lg bg-sky-100!">
        <TileLayer url={tileUrl} attribution={tileUrl.includes("openstreetmap") ? "&copy; OpenStreetMap contributors" : undefined} eventHandlers={{ tileerror: () => setTilesFailed(true) }} />
        {counts.map(({ state, count }) => {
          const centre = STATE_CENTROIDS[state];
          if (!centre) return null;
          return (
            <CircleMarker key={state} center={centre} radius={7 + 14 * Math.sqrt(count / largest)} pathOptions={{ color: "#b45309", weight: 2, fillColor: "#f59e0b", fillOpacity: 0.75 }}>
              <Tooltip>
                {state}: {count}
              </Tooltip>
              <Popup>
                <Link to={`/learnmore?state=${encodeURIComponent(state)}`}>
                  {count} item{count === 1 ? "" : "s"} in {state}
                </Link>
              </Popup>
            </CircleMarker>
          );
        })}
      </MapContainer>
      {tilesFailed && <p className="px-3 py-2 text-xs text-slate-700">The map background could not load; the circles and the list of states still work.</p>}
    </>
  );
}
