import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import "./deps";
import { createAuth } from "./modules/auth/auth";
import { accountRoutes } from "./modules/accounts/routes";
import { adminRoutes } from "./modules/admin/routes";
import { healthRoutes } from "./modules/health/routes";
import { profileRoutes } from "./modules/profile/routes";
import { registerActor } from "./plugins/actor";
import { registerAuthBridge } from "./plugins/auth-bridge";
import { registerErrorHandler } from "./plugins/errors";
import { registerSecurity } from "./plugins/security";
import { isSpaNavigation, registerSpa } from "./plugins/spa";

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist");

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Session-signing secret (generated and stored on first start by main.ts). */
  secret: string;
  distDir?: string | false;
}

/** The HTTP app: plugins in order external → app → modules. Does not listen. */
export async function buildApp({ config, database, secret, distDir = DIST }: BuildAppOptions) {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            // Never log secrets: cookies and auth headers are cut from request logs.
            redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const auth = createAuth({ db: database.db, config, secret });
  app.decorate("deps", { config, database, db: database.db, auth });

  registerErrorHandler(app);
  await registerSecurity(app, config);
  registerActor(app);
  await registerAuthBridge(app, { auth, db: database.db, config });

  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(adminRoutes);

  const hasSpa = !!distDir && (await registerSpa(app, distDir));
  app.setNotFoundHandler((req, reply) => {
    if (hasSpa && isSpaNavigation(req.method, req.url)) return reply.header("cache-control", "no-cache").sendFile("index.html");
    return reply.status(404).send({ error: { code: "NOT_FOUND", message: `No such endpoint: ${req.method} ${req.url.split("?")[0]}` } });
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
