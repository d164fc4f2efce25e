import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptionsWithHandler,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Role } from "../../shared/roles";
import { requireActor, requireRole } from "./actor";
import type { RouteAccess } from "./openapi-operations";

/** fastify's options and handler of a route whose zod `schema` is S: the request and the answer are typed from it. */
type Route<S extends FastifySchema> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;
type Options<S extends FastifySchema> = Omit<Route<S>, "handler"> & { schema: S };
type Handler<S extends FastifySchema> = Route<S>["handler"];

/** A handler that is given who is asking, as its guard settled it. */
type GuardedHandler<S extends FastifySchema, T> = (
  req: Parameters<Handler<S>>[0],
  who: T,
  reply: Parameters<Handler<S>>[1],
) => ReturnType<Handler<S>>;

/**
 * Routes behind one guard: `guard` runs first (throwing 401/403/404 as it
 * decides) and its answer is the handler's second argument, so no handler can
 * forget to ask. The schema is registered as given, so the OpenAPI document
 * and the request/answer types are the same as with `r.get(…)`.
 *
 * `early` guards (who is asking: signed in, which role) run before the request
 * is validated, so a signed-out caller is told to sign in whatever they sent and
 * learns nothing of the contract from a 400. Guards about a record read its
 * params, which are only trustworthy once validated, so they run in the handler.
 *
 * `access` goes into the route's config for the API document: its security and
 * the 401/403 it can answer (plugins/openapi-operations.ts). So does a route's
 * `config.multipart` form: the body is read by the handler, not validated
 * beforehand, and the form is how the document describes it part by part.
 */
function guardedRoutes<T>(
  app: FastifyInstance,
  guard: (req: FastifyRequest) => Promise<T>,
  access: RouteAccess,
  early = false,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settled = new WeakMap<FastifyRequest, T>();
  const settle = async (req: FastifyRequest) => {
    settled.set(req, await guard(req));
  };
  const on =
    (method: "get" | "post" | "put" | "patch" | "delete") =>
    <const S extends FastifySchema>(path: string, opts: Options<S>, handler: GuardedHandler<S, T>) => {
      // fastify cannot see through the generic answer type that an async handler's promise is allowed.
      const run = (async (req, reply) =>
        handler(req, settled.has(req) ? (settled.get(req) as T) : await guard(req), reply)) as Handler<S>;
      const own = opts.preValidation;
      const preValidation = early ? [settle, ...(own ? [own].flat() : [])] : own;
      const config = { ...opts.config, access };
      r[method]<RouteGenericInterface, ContextConfigDefault, S>(
        path,
        { ...opts, config, preValidation } as Options<S>,
        run,
      );
    };
  return { get: on("get"), post: on("post"), put: on("put"), patch: on("patch"), delete: on("delete") };
}

/**
 * What every module's routes start from: the zod-typed router `r` (for public
 * routes), the app's dependencies, and routers that settle who is asking first:
 * `signedIn` (401 without a session; the handler gets the actor), `forRoles(…)`
 * (401 / 403; the handler gets the actor) and `guarded(guard)` for a module's
 * own check.
 */
export function moduleRoutes(app: FastifyInstance) {
  return {
    ...app.deps,
    r: app.withTypeProvider<ZodTypeProvider>(),
    signedIn: guardedRoutes(app, requireActor, "session", true),
    forRoles: (...roles: Role[]) => guardedRoutes(app, (req) => requireRole(req, ...roles), "role", true),
    guarded: <T>(guard: (req: FastifyRequest) => Promise<T>) => guardedRoutes(app, guard, "guarded"),
  };
}
