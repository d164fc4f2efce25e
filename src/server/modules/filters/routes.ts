import type { FastifyInstance } from "fastify";

/** Saved filters of /learnmore. */
export async function filterRoutes(_app: FastifyInstance) {}
