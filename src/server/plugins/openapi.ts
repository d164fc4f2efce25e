import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, HTTPMethods } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

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
      },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sewagear.session_token" } },
      },
    },
    // Group operations by area (/api/bookings/... → "bookings") so the reference reads by feature.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const area = input.url.split("/")[input.url.startsWith("/api/") ? 2 : 1]?.replace(/[{}*:].*/, "");
      return { ...out, schema: { ...out.schema, tags: [area || "files"] } };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // The UI ships its own scripts and styles; let the plugin send a CSP with their hashes.
    staticCSP: true,
    uiConfig: { docExpansion: "list", deepLinking: true },
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
