import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../plugins/actor";
import {
  CreateSavedFilterRequest,
  SavedFilter,
  SavedFilterId,
  SavedFilterList,
  UpdateSavedFilterRequest,
} from "../../../shared/search-contracts";
import { createSavedFilter, deleteSavedFilter, listSavedFilters, updateSavedFilter } from "./service";

export { MAX_SAVED_FILTERS } from "./policy";

/** Saved /learnmore filters: any signed-in user, each only their own (policy.ts). */
export async function filterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get("/api/filters", { schema: { response: { 200: SavedFilterList } } }, async (req) => {
    const actor = await requireActor(req);
    return { items: await listSavedFilters(db, actor.user.id) };
  });

  // 201 for a new filter; 200 when `replace` gave an existing one of the same name this query.
  r.post(
    "/api/filters",
    { schema: { body: CreateSavedFilterRequest, response: { 200: SavedFilter, 201: SavedFilter } } },
    async (req, reply) => {
      const actor = await requireActor(req);
      const { filter, created } = await createSavedFilter(db, actor.user.id, req.body);
      return reply.status(created ? 201 : 200).send(filter);
    },
  );

  r.patch(
    "/api/filters/:id",
    { schema: { params: SavedFilterId, body: UpdateSavedFilterRequest, response: { 200: SavedFilter } } },
    async (req) => {
      const actor = await requireActor(req);
      return updateSavedFilter(db, actor.user.id, req.params.id, req.body);
    },
  );

  r.delete(
    "/api/filters/:id",
    { schema: { params: SavedFilterId, response: { 204: z.null() } } },
    async (req, reply) => {
      const actor = await requireActor(req);
      await deleteSavedFilter(db, actor.user.id, req.params.id);
      return reply.status(204).send(null);
    },
  );
}
