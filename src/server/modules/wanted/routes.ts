import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { getActor, requireActor } from "../../plugins/actor";
import { GEAR_CATEGORY_IDS } from "../../../shared/gear";
import { MALAYSIAN_STATES } from "../../../shared/malaysia";
import { AnswerWantedRequest, CreateWantedRequest } from "../../../shared/wanted-contracts";
import { answerWanted, closeWanted, createWanted, getWanted, listWanted } from "./service";

const Id = z.object({ id: z.coerce.number().int().positive() });

/** The Wanted board: public reading, renters post and close, owners answer with a listing. */
export async function wantedRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    "/api/wanted",
    {
      schema: {
        querystring: z.object({
          status: z.enum(["open", "closed"]).default("open"),
          category: z.enum(GEAR_CATEGORY_IDS).optional(),
          state: z.enum(MALAYSIAN_STATES).optional(),
          page: z.coerce.number().int().min(1).max(1000).default(1),
        }),
      },
    },
    async (req) => listWanted(db, req.query, (await getActor(req))?.user.id),
  );

  r.post("/api/wanted", { schema: { body: CreateWantedRequest } }, async (req, reply) => {
    const actor = await requireActor(req);
    return reply.status(201).send(await createWanted(db, actor, req.body));
  });

  r.get("/api/wanted/:id", { schema: { params: Id } }, async (req) => getWanted(db, req.params.id, await getActor(req)));

  r.post("/api/wanted/:id/close", { schema: { params: Id } }, async (req) => closeWanted(db, await requireActor(req), req.params.id));

  r.post("/api/wanted/:id/answers", { schema: { params: Id, body: AnswerWantedRequest } }, async (req, reply) => {
    const actor = await requireActor(req);
    return reply.status(201).send(await answerWanted(db, actor, req.params.id, req.body));
  });
}
