import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

/** 200 once migrations ran (the app is built after them) and the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  app.get("/api/health", async (_req, reply) => {
    try {
      await app.deps.db.execute(sql`select 1`);
      return { status: "ok" };
    } catch {
      return reply.status(503).send({ status: "unavailable" });
    }
  });
}
