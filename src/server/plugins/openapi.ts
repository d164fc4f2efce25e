import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, HTTPMethods } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";
import { ApiErrorBody } from "../../shared/errors";
import {
  type DocumentedStatus,
  ERROR_RESPONSES,
  errorStatusesOf,
  operationIdOf,
  type RouteAccess,
  securityOf,
} from "./openapi-operations";

/** A route as registered, for the test that holds the OpenAPI document complete. */
export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  /** Left out of the document on purpose (its own docs, the auth library's mount). */
  hidden: boolean;
  /** Status codes the route declares a response schema for. */
  responseStatuses: string[];
}

declare module "fastify" {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

/**
 * OpenAPI 3.1 generated from the routes' zod contracts (the same schemas that
 * validate requests and serialise responses), served at /api/openapi.json, with a
 * readable reference at /api/docs. Registered before any route: @fastify/swagger
 * only sees routes added after it.
 */
export async function registerOpenApi(app: FastifyInstance, { version }: { version: string }) {
  app.decorate("registeredRoutes", [] as RegisteredRoute[]);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
    for (const method of methods) {
      if (method === "HEAD") continue;
      app.registeredRoutes.push({
        method,
        url: route.url,
        hidden: schema?.hide === true,
        responseStatuses: Object.keys(schema?.response ?? {}),
      });
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "SewaGear API",
        description:
          "Gear-rental marketplace API. Money is integer sen; rental dates are YYYY-MM-DD in Asia/Kuala_Lumpur. " +
          "Errors answer `{ error: { code, message, fields?, details? } }` (codes: src/shared/errors.ts). " +
          "Sign in with POST /api/auth/sign-in/email `{ email, password }`; the session is an httpOnly cookie. " +
          "The accounts library also answers POST /api/auth/sign-out, GET /api/auth/get-session, " +
          "GET /api/auth/verify-email, POST /api/auth/send-verification-email, " +
          "POST /api/auth/request-password-reset, POST /api/auth/reset-password and POST /api/auth/change-password.",
        version,
        license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      },
      // Relative: the document describes the server that serves it, wherever it is deployed.
      servers: [{ url: "/", description: "The server that serves this document" }],
      components: {
        securitySchemes: {
          session: {
            type: "apiKey",
            in: "cookie",
            // Over HTTPS the accounts library names it __Secure-sewagear.session_token.
            name: "sewagear.session_token",
            description: "The session cookie set by POST /api/auth/sign-in/email (and by registration).",
          },
        },
        schemas: { ApiError: errorSchema() },
        responses: Object.fromEntries(
          Object.values(ERROR_RESPONSES).map(([name, description]) => [
            name,
            { description, content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } } },
          ]),
        ),
      },
    },
    transform: (input) => {
      const config = input.route.config ?? {};
      const method = [input.route.method].flat().find((m) => m !== "HEAD") ?? "GET";
      // A wildcard is not an OpenAPI path parameter: name it.
      const url = input.url.replace(/\*$/, ":path");
      const multipart = config.multipart;
      const given = input.schema ?? {};
      const schema = multipart ? { ...given, body: multipart, consumes: ["multipart/form-data"] } : given;
      const out = jsonSchemaTransform({ ...input, schema, url });
      if (out.schema.hide) return out;
      const access: RouteAccess = config.access ?? "public";
      const declared = new Set(Object.keys(given.response ?? {}));
      const errors = errorStatusesOf({
        method,
        url: input.url,
        access,
        hasParams: url.includes(":"),
        hasInput: !!(given.querystring || given.body || given.headers),
        jsonBody: !!given.body,
        multipart: !!multipart,
        errors: config.errors,
      }).filter((status) => !declared.has(String(status)));
      return {
        url,
        schema: {
          ...out.schema,
          ...(url === input.url ? {} : { params: wildcardParams }),
          operationId: given.operationId ?? operationIdOf(method, url),
          tags: [areaOf(input.url)],
          security: securityOf(access),
          [ERRORS_KEY]: errors,
        },
      };
    },
    transformObject: (input) => withErrorAnswers(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // The UI ships its own scripts and styles; let the plugin send a CSP with their hashes.
    staticCSP: true,
    uiConfig: { docExpansion: "list", deepLinking: true },
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}

/** The operation's error statuses, carried from `transform` to `withErrorAnswers` (an extension key swagger copies). */
const ERRORS_KEY = "x-error-statuses";

const wildcardParams = {
  type: "object",
  properties: { path: { type: "string", description: "The file's key under public/, slashes included." } },
  required: ["path"],
};

/** Operations grouped by area (/api/bookings/... → "bookings") so the reference reads by feature. */
function areaOf(url: string) {
  if (!url.startsWith("/api/")) return url.startsWith("/files/") ? "files" : "crawlers";
  return url.split("/")[2]!.replace(/[{}*:.].*/, "");
}

/** The body of every error answer, as JSON Schema (the same zod contract the web reads errors with). */
function errorSchema(): OpenAPIV3_1.SchemaObject {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(ApiErrorBody, { target: "draft-2020-12" });
  // zod's JSON Schema and OpenAPI 3.1's schema object are the same dialect under two type declarations.
  return schema as OpenAPIV3_1.SchemaObject;
}

type Document = ReturnType<typeof jsonSchemaTransformObject>;
type Operation = { responses?: Record<string, unknown>; [ERRORS_KEY]?: DocumentedStatus[] };

/** Each operation's error statuses become references to the shared error answers. */
function withErrorAnswers(doc: Document): Document {
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item as Record<string, Operation>)) {
      const statuses = operation[ERRORS_KEY];
      if (!statuses) continue;
      delete operation[ERRORS_KEY];
      operation.responses ??= {};
      for (const status of statuses) {
        operation.responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status][0]}` };
      }
    }
  }
  return doc;
}
