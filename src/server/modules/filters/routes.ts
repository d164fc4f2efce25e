import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { savedFilters } from "../../db/schema";
import { AppError, conflict, notFound } from "../../lib/errors";
import { requireActor } from "../../plugins/actor";
import { GearSearchQuery, searchToQueryString } from "../../../shared/search-contracts";

export const MAX_SAVED_FILTERS = 50;
const Name = z.string().trim().min(1, "Give the filter a name").max(60, "Keep the name under 60 characters");
const Id = z.object({ id: z.coerce.number().int().positive() });

/** The query string, checked with the search schema and written in its normal form (page left out). */
function normalizeQuery(query: string): string {
  const parsed = GearSearchQuery.safeParse(Object.fromEntries(new URLSearchParams(query)));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "That filter is not valid";
    throw new AppError("BAD_INPUT", 400, message, { query: message });
  }
  return searchToQueryString({ ...parsed.data, page: 1 });
}

const present = (f: typeof savedFilters.$inferSelect) => ({ id: f.id, name: f.name, query: f.query, alert: f.alert, createdAt: f.createdAt.toISOString() });

/** Saved /learnmore filters: each user's own, never anyone else's (404). */
export async function filterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get("/api/filters", async (req) => {
    const actor = await requireActor(req);
    const rows = await db.select().from(savedFilters).where(eq(savedFilters.userId, actor.user.id)).orderBy(desc(savedFilters.createdAt), desc(savedFilters.id));
    return { items: rows.map(present) };
  });

  r.post("/api/filters", { schema: { body: z.object({ name: Name, query: z.string().max(1000) }) } }, async (req, reply) => {
    const actor = await requireActor(req);
    const query = normalizeQuery(req.body.query);
    const [row] = await db.transaction(async (tx) => {
      const [n] = await tx.select({ n: count() }).from(savedFilters).where(eq(savedFilters.userId, actor.user.id));
      if ((n?.n ?? 0) >= MAX_SAVED_FILTERS) throw conflict(`You can keep at most ${MAX_SAVED_FILTERS} saved filters. Delete one first.`);
      return tx.insert(savedFilters).values({ userId: actor.user.id, name: req.body.name, query }).returning();
    });
    return reply.status(201).send(present(row!));
  });

  r.patch("/api/filters/:id", { schema: { params: Id, body: z.object({ name: Name.optional(), alert: z.boolean().optional() }) } }, async (req) => {
    const actor = await requireActor(req);
    const [row] = await db
      .update(savedFilters)
      .set({ ...(req.body.name !== undefined ? { name: req.body.name } : {}), ...(req.body.alert !== undefined ? { alert: req.body.alert } : {}) })
      .where(and(eq(savedFilters.id, req.params.id), eq(savedFilters.userId, actor.user.id)))
      .returning();
    if (!row) throw notFound("The saved filter");
    return present(row);
  });

  r.delete("/api/filters/:id", { schema: { params: Id } }, async (req, reply) => {
    const actor = await requireActor(req);
    const [row] = await db.delete(savedFilters).where(and(eq(savedFilters.id, req.params.id), eq(savedFilters.userId, actor.user.id))).returning({ id: savedFilters.id });
    if (!row) throw notFound("The saved filter");
    return reply.status(204).send();
  });
}
