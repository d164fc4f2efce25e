import type { FastifyInstance } from "fastify";
import { moduleRoutes } from "../../plugins/routes";
import {
  FeaturedGear,
  GearSearchQuery,
  GearSearchResponse,
  PublicConfig,
  StateCounts,
} from "../../../shared/search-contracts";
import { readCacheOf } from "../../lib/read-cache";
import { serializeOnceCompiler } from "../../lib/kept-answers";
import { countGearByState, listFeaturedGear, searchGear } from "./service";

/**
 * Public catalogue reads: search, gear per state and featured gear (home page),
 * and the map's tile URL. Static paths, so they win over `/api/gear/:id`.
 */
export async function searchRoutes(app: FastifyInstance) {
  const { db, database, config, r } = moduleRoutes(app);
  const reads = { db, cache: readCacheOf(database) };
  // Kept answers are handed out as the same objects: serialise each once.
  const kept = { serializerCompiler: serializeOnceCompiler };

  r.get(
    "/api/gear",
    {
      ...kept,
      schema: { summary: "Search listed gear", querystring: GearSearchQuery, response: { 200: GearSearchResponse } },
    },
    async (req) => searchGear({ ...reads, filter: req.query }),
  );
  r.get(
    "/api/gear/state-counts",
    { ...kept, schema: { summary: "Count listed gear per state", response: { 200: StateCounts } } },
    async () => countGearByState(reads),
  );
  r.get(
    "/api/gear/featured",
    { ...kept, schema: { summary: "List featured gear for the home page", response: { 200: FeaturedGear } } },
    async () => listFeaturedGear(reads),
  );
  r.get(
    "/api/public-config",
    { schema: { summary: "Read the web app's public configuration", response: { 200: PublicConfig } } },
    async () => ({
      mapTileUrl: config.MAP_TILE_URL,
    }),
  );
}
