import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { redactUrl } from "./lib/redact";
import type { Database } from "./db/client";
import "./deps";
import { createAuth } from "./modules/auth/auth";
import { accountRoutes } from "./modules/accounts/routes";
import { adminRoutes } from "./modules/admin/routes";
import { healthRoutes } from "./modules/health/routes";
import { profileRoutes } from "./modules/profile/routes";
import { filterRoutes } from "./modules/filters/routes";
import { gearRoutes } from "./modules/gear/routes";
import { ownerProfileRoutes } from "./modules/owners/routes";
import { searchRoutes } from "./modules/search/routes";
import { wantedRoutes } from "./modules/wanted/routes";
import { registerActor } from "./plugins/actor";
import { registerAuthBridge } from "./plugins/auth-bridge";
import { registerErrorHandler } from "./plugins/errors";
import { registerOpenApi } from "./plugins/openapi";
import { registerSecurity } from "./plugins/security";
import { isSpaNavigation, registerSpa } from "./plugins/spa";
import { isAppRoute } from "../shared/app-routes";
import { registerUploads } from "./plugins/uploads";
import { createLocalStorage, type Storage } from "./storage/storage";
import { createLiveHub } from "./live/bus";
import { liveRoutes } from "./live/routes";
import { bookingRoutes } from "./modules/bookings/routes";
import { receiptRoutes } from "./modules/bookings/receipts";
import { messageRoutes } from "./modules/bookings/messages";
import { reviewRoutes } from "./modules/bookings/reviews";
import { invoiceRoutes } from "./modules/bookings/invoices";
import { notificationRoutes } from "./modules/notifications/routes";
import { verificationRoutes } from "./modules/verification/routes";
import { settingsRoutes } from "./modules/settings/routes";
import { handoverRoutes } from "./modules/handover/routes";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DIST = path.join(ROOT, "dist");
const PACKAGE_VERSION = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string })
  .version;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Session-signing secret (generated and stored on first start by main.ts). */
  secret: string;
  /** Uploaded files; default: local disk under DATA_DIR/uploads. */
  storage?: Storage;
  distDir?: string | false;
}

/** The HTTP app: plugins in order external → app → modules. Does not listen. */
export async function buildApp({ config, database, secret, distDir = DIST, storage }: BuildAppOptions) {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            // Never log secrets: request logs carry no headers (so no cookies), and
            // one-time tokens in query strings (reset and verification links) are masked.
            serializers: {
              req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            },
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const auth = createAuth({ db: database.db, config, secret });
  const files = storage ?? createLocalStorage(path.resolve(config.DATA_DIR, "uploads"));
  const live = createLiveHub(database, app.log);
  await live.start();
  // preClose: before any onClose hook (the database closes in one of those).
  app.addHook("preClose", () => live.stop());
  app.decorate("deps", { config, database, db: database.db, auth, storage: files, live });

  registerErrorHandler(app);
  await registerSecurity(app, config);
  registerActor(app);
  // Before every route: the document only sees routes registered after it.
  await registerOpenApi(app, { version: PACKAGE_VERSION });
  await registerAuthBridge(app, { auth, db: database.db, config });
  await registerUploads(app);

  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(adminRoutes);
  await app.register(gearRoutes);
  await app.register(searchRoutes);
  await app.register(ownerProfileRoutes);
  await app.register(wantedRoutes);
  await app.register(filterRoutes);
  await app.register(liveRoutes);
  await app.register(bookingRoutes);
  await app.register(receiptRoutes);
  await app.register(messageRoutes);
  await app.register(reviewRoutes);
  await app.register(invoiceRoutes);
  await app.register(notificationRoutes);
  await app.register(verificationRoutes);
  await app.register(settingsRoutes);
  await app.register(handoverRoutes);

  const hasSpa = !!distDir && (await registerSpa(app, distDir));
  app.setNotFoundHandler((req, reply) => {
    if (hasSpa && isSpaNavigation(req.method, req.url)) {
      // The app renders its own 404 page; the status says so too.
      const status = isAppRoute(req.url.split("?")[0]!) ? 200 : 404;
      // No validators on a 404: @fastify/static would keep our status on a 304 and
      // send a revalidating browser an empty 404 page.
      const validators = status === 404 ? { etag: false, lastModified: false } : {};
      return reply.status(status).header("cache-control", "no-cache").sendFile("index.html", validators);
    }
    return reply
      .status(404)
      .send({ error: { code: "NOT_FOUND", message: `No such endpoint: ${req.method} ${req.url.split("?")[0]}` } });
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
