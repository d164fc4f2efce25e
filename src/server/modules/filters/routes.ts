import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../plugins/actor";
import { CreateSavedFilterRequest, UpdateSavedFilterRequest } from "../../../shared/search-contracts";
import { createSavedFilter, deleteSavedFilter, listSavedFilters, updateSavedFilter } from "./service";

export { MAX_SAVED_FILTERS } from "./service";

// Ids are bigserial: anything past a safe integer cannot be one (and would fail in SQL).
const FilterId = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Saved /learnmore filters: any signed-in user, each only their own (another's is 404). */
export async function filterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get("/api/filters", async (req) => {
    const actor = await requireActor(req);
    return { items: await listSavedFilters(db, actor.user.id) };
  });

  r.post("/api/filters", { schema: { body: CreateSavedFilterRequest } }, async (req, reply) => {
    const actor = await requireActor(req);
    return reply.status(201).send(await createSavedFilter(db, actor.user.id, req.body));
  });

  r.patch("/api/filters/:id", { schema: { params: FilterId, body: UpdateSavedFilterRequest } }, async (req) => {
    const actor = await requireActor(req);
    return updateSavedFilter(db, actor.user.id, req.params.id, req.body);
  });

  r.delete("/api/filters/:id", { schema: { params: FilterId } }, async (req, reply) => {
    const actor = await requireActor(req);
    await deleteSavedFilter(db, actor.user.id, req.params.id);
    return reply.status(204).send();
  });
}
