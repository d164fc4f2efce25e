import type { FastifyInstance } from "fastify";

/** Owner settings, payment settings and the public owner profile. */
export async function ownerProfileRoutes(_app: FastifyInstance) {}
