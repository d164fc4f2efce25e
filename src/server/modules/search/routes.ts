import type { FastifyInstance } from "fastify";

/** Public catalogue search, state counts for the map, featured gear. */
export async function searchRoutes(_app: FastifyInstance) {}
