import type { FastifyInstance } from "fastify";

/** The Wanted board: posts and owners' answers. */
export async function wantedRoutes(_app: FastifyInstance) {}
