import type { FastifyInstance } from "fastify";

/** Owner gear management (create, edit, archive, photos, blocked dates) and the public gear read. */
export async function gearRoutes(_app: FastifyInstance) {}
