import "leaflet/dist/leaflet.css";
import { CircleMarker, MapContainer, Popup, TileLayer } from "react-leaflet";
import { Link } from "react-router";
import { STATE_CENTROIDS } from "./state-centroids";

/**
 * Leaflet map of gear per state, in its own chunk (home page only). Circle
 * markers, not image icons; when the tiles cannot load, the markers still show
 * on the container's plain background.
 */
export default function GearMap({ tileUrl, counts }: { tileUrl: string; counts: { state: string; count: number }[] }) {
  return (
    <MapContainer center={[4.2, 108.0]} zoom={5} scrollWheelZoom={false} className="h-80 w-full rounded-lg bg-sky-100" aria-label="Map of gear by state">
      <TileLayer url={tileUrl} attribution="&copy; OpenStreetMap contributors" />
      {counts.map(({ state, count }) => {
        const centre = STATE_CENTROIDS[state];
        if (!centre) return null;
        return (
          <CircleMarker key={state} center={centre} radius={8 + Math.sqrt(count) * 3} pathOptions={{ color: "#d97706", fillColor: "#f59e0b", fillOpacity: 0.7 }}>
            <Popup>
              <Link to={`/learnmore?state=${encodeURIComponent(state)}`}>
                {state}: {count} item{count === 1 ? "" : "s"}
              </Link>
            </Popup>
          </CircleMarker>
        );
      })}
    </MapContainer>
  );
}
