import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { GearSearchQuery } from "../../../shared/search-contracts";
import { createReadCache } from "./read-cache";
import { countGearByState, listFeaturedGear, searchGear } from "./service";

/**
 * Public catalogue reads: search, gear per state and featured gear (home page),
 * and the map's tile URL. Static paths, so they win over `/api/gear/:id`.
 */
export async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, database, config } = app.deps;
  const reads = { db, cache: createReadCache(database) };

  r.get("/api/gear", { schema: { querystring: GearSearchQuery } }, async (req) =>
    searchGear({ ...reads, filter: req.query }),
  );
  r.get("/api/gear/state-counts", async () => countGearByState(reads));
  r.get("/api/gear/featured", async () => listFeaturedGear(reads));
  r.get("/api/public-config", async () => ({ mapTileUrl: config.MAP_TILE_URL }));
}
