import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { moduleRoutes } from "../../plugins/routes";
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
  const { db, signedIn } = moduleRoutes(app);

  signedIn.get(
    "/api/filters",
    { schema: { summary: "List my saved filters", response: { 200: SavedFilterList } } },
    async (_req, actor) => ({
      items: await listSavedFilters(db, actor.user.id),
    }),
  );

  // 201 for a new filter; 200 when `replace` gave an existing one of the same name this query.
  signedIn.post(
    "/api/filters",
    {
      schema: {
        summary: "Save a search filter",
        body: CreateSavedFilterRequest,
        response: { 200: SavedFilter, 201: SavedFilter },
      },
    },
    async (req, actor, reply) => {
      const { filter, created } = await createSavedFilter(db, actor.user.id, req.body);
      return reply.status(created ? 201 : 200).send(filter);
    },
  );

  signedIn.patch(
    "/api/filters/:id",
    {
      schema: {
        summary: "Change a saved filter",
        params: SavedFilterId,
        body: UpdateSavedFilterRequest,
        response: { 200: SavedFilter },
      },
    },
    async (req, actor) => updateSavedFilter(db, actor.user.id, req.params.id, req.body),
  );

  signedIn.delete(
    "/api/filters/:id",
    { schema: { summary: "Delete a saved filter", params: SavedFilterId, response: { 204: z.null() } } },
    async (req, actor, reply) => {
      await deleteSavedFilter(db, actor.user.id, req.params.id);
      return reply.status(204).send(null);
    },
  );
}
