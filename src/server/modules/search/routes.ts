import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { GearSearchQuery } from "../../../shared/search-contracts";
import { countByState, featuredGear, searchGear } from "./service";

/** Public catalogue search, state counts for the map, featured gear, and the map's tile URL. */
export async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  r.get("/api/gear", { schema: { querystring: GearSearchQuery } }, async (req) => searchGear(db, req.query));
  r.get("/api/gear/state-counts", async () => countByState(db));
  r.get("/api/gear/featured", async () => featuredGear(db));
  r.get("/api/public-config", async () => ({ mapTileUrl: config.MAP_TILE_URL }));
}
