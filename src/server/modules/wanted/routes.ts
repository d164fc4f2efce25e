import type { FastifyInstance, FastifyRequest } from "fastify";
import { type Actor, getActor, requireActor } from "../../plugins/actor";
import { moduleRoutes } from "../../plugins/routes";
import {
  AnswerWantedRequest,
  CreateWantedRequest,
  WantedAnswerCreated,
  WantedListQuery,
  WantedListResponse,
  WantedPostDetail,
  WantedPostId,
  WantedPostView,
} from "../../../shared/wanted-contracts";
import { assertMayPostWanted, requireAnsweringOwner } from "./policy";
import { answerWanted, closeWanted, createWanted, getWanted, readWantedBoard } from "./service";
import { readCacheOf } from "../../lib/read-cache";
import { serializeOnceCompiler } from "../../lib/kept-answers";

/**
 * Who asks is settled before what they send is validated, so a signed-out
 * caller gets 401 and a wrong role 403 whatever the body (the services check again).
 */
const allow =
  (check: (actor: Actor) => unknown = () => {}) =>
  async (req: FastifyRequest) => {
    check(await requireActor(req));
  };

/**
 * The Wanted board. Reading is public; renters and owners post and close their
 * own requests; owners answer with one of their listings. Who may do what is in
 * policy.ts and is applied by the services.
 */
export async function wantedRoutes(app: FastifyInstance) {
  const { db, database, r, signedIn } = moduleRoutes(app);
  const reads = { db, cache: readCacheOf(database) };

  r.get(
    "/api/wanted",
    {
      // A signed-out caller's answer is a kept object: serialised once (lib/kept-answers.ts).
      serializerCompiler: serializeOnceCompiler,
      config: { access: "optional" },
      schema: {
        summary: "List Wanted board posts",
        querystring: WantedListQuery,
        response: { 200: WantedListResponse },
      },
    },
    async (req) => readWantedBoard(reads, req.query, (await getActor(req))?.user.id),
  );

  signedIn.post(
    "/api/wanted",
    {
      schema: { summary: "Post on the Wanted board", body: CreateWantedRequest, response: { 201: WantedPostView } },
      preValidation: allow(assertMayPostWanted),
    },
    async (req, actor, reply) => reply.status(201).send(await createWanted(db, actor, req.body)),
  );

  r.get(
    "/api/wanted/:id",
    {
      config: { access: "optional" },
      schema: {
        summary: "Read a Wanted post and its answers",
        params: WantedPostId,
        response: { 200: WantedPostDetail },
      },
    },
    async (req) => getWanted(db, req.params.id, await getActor(req)),
  );

  signedIn.post(
    "/api/wanted/:id/close",
    {
      schema: { summary: "Close my Wanted post", params: WantedPostId, response: { 200: WantedPostView } },
      preValidation: allow(),
    },
    (req, actor) => closeWanted(db, actor, req.params.id),
  );

  signedIn.post(
    "/api/wanted/:id/answers",
    {
      schema: {
        summary: "Answer a Wanted post",
        params: WantedPostId,
        body: AnswerWantedRequest,
        response: { 201: WantedAnswerCreated },
      },
      preValidation: allow(requireAnsweringOwner),
    },
    async (req, actor, reply) => reply.status(201).send(await answerWanted(db, actor, req.params.id, req.body)),
  );
}
