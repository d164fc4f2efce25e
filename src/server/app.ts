import { readFileSync } from "node:fs";
import path from "node:path";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { type Config, trustProxyOption } from "./config";
import { redactUrl } from "./lib/redact";
import type { Database } from "./db/client";
import "./deps";
import { installAllBookingHandlers } from "./booking-handlers";
import { createAuth } from "./modules/auth/auth";
import { accountRoutes } from "./modules/accounts/routes";
import { adminRoutes } from "./modules/admin/routes";
import { healthRoutes } from "./modules/health/routes";
import { profileRoutes } from "./modules/profile/routes";
import { dataExportRoutes } from "./modules/data-export/routes";
import { filterRoutes } from "./modules/filters/routes";
import { unsubscribeRoutes } from "./modules/filters/unsubscribe-routes";
import { gearRoutes } from "./modules/gear/routes";
import { kitRoutes } from "./modules/kits/routes";
import { ownerProfileRoutes } from "./modules/owners/routes";
import { searchRoutes } from "./modules/search/routes";
import { wantedRoutes } from "./modules/wanted/routes";
import { registerActor } from "./plugins/actor";
import { registerAuthBridge } from "./plugins/auth-bridge";
import { answerClientError, answerFrameworkError, registerErrorHandler } from "./plugins/errors";
import { registerDraining } from "./plugins/draining";
import { registerLoadShedding } from "./plugins/load-shedding";
import { registerMetrics } from "./plugins/metrics";
import { registerOpenApi } from "./plugins/openapi";
import { appSecurityHeaders, registerSecurity } from "./plugins/security";
import { registerCompression } from "./plugins/compression";
import { registerTrailingSlashRedirect } from "./plugins/trailing-slash";
import { registerInputGuard } from "./plugins/input-guard";
import { registerRateLimits } from "./plugins/rate-limit";
import { genReqId, registerRequestId } from "./plugins/request-id";
import { isSpaNavigation, registerSpa } from "./plugins/spa";
import { crawlerRoutes } from "./modules/public-pages/crawler-routes";
import { previewImageRoutes } from "./modules/public-pages/preview-image-routes";
import { registerPublicPages } from "./modules/public-pages/routes";
import type { ServerEntry } from "../shared/ssr-contracts";
import { isAppRoute } from "../shared/app-routes";
import { registerUploads } from "./plugins/uploads";
import type { Storage } from "./storage/storage";
import { storageOf } from "./storage/from-config";
import { createLiveHub } from "./live/bus";
import { liveRoutes } from "./live/routes";
import { bookingRoutes } from "./modules/bookings/routes";
import { receiptRoutes } from "./modules/bookings/receipt-routes";
import { messageRoutes } from "./modules/bookings/message-routes";
import { reviewRoutes } from "./modules/bookings/review-routes";
import { invoiceRoutes } from "./modules/invoices/routes";
import { notificationRoutes } from "./modules/notifications/routes";
import { pushRoutes } from "./modules/push/routes";
import { verificationRoutes } from "./modules/verification/routes";
import { settingsRoutes } from "./modules/settings/routes";
import { handoverRoutes } from "./modules/handover/routes";
import { depositRoutes } from "./modules/deposits/routes";
import { scamReportRoutes } from "./modules/scam-reports/routes";
import { analyticsRoutes } from "./modules/analytics/routes";
import { presenceRoutes } from "./modules/presence/routes";
import { moderationRoutes } from "./modules/moderation/routes";
import { auditRoutes } from "./modules/audit/routes";
import { staffRoutes } from "./modules/staff/routes";
import { salaryRoutes } from "./modules/salary/routes";
import { accountantRoutes } from "./modules/accountant/routes";
import { voucherRoutes } from "./modules/vouchers/routes";
import { jobAdminRoutes } from "./modules/jobs/routes";
import { calendarRoutes } from "./modules/calendars/routes";
import { useConfiguredMatchKey } from "./modules/scam-reports/keys";
import { PROJECT_ROOT } from "./lib/root";

// WEB_DIST_DIR lets parallel browser runs each serve their own build (a build
// replacing dist/ under a running server blanks its pages).
const DIST = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(PROJECT_ROOT, "dist");
const PACKAGE_VERSION = (
  JSON.parse(readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8")) as { version: string }
).version;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Session-signing secret (generated and stored on first start by main.ts). */
  secret: string;
  /** Uploaded files; default: what the configuration says (storage/from-config.ts). */
  storage?: Storage;
  distDir?: string | false;
  /** The server render of the public pages; default: the build's `<distDir>/ssr/entry-server.js`. */
  ssrEntry?: () => Promise<ServerEntry>;
}

/** The HTTP app: plugins in order external → app → modules. Does not listen. */
export async function buildApp({ config, database, secret, distDir = DIST, storage, ssrEntry }: BuildAppOptions) {
  // A booking's side effects are the modules' handlers (modules/bookings/events.ts).
  installAllBookingHandlers();
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
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    requestIdHeader: false,
    genReqId,
    bodyLimit: 1024 * 1024,
    // The router's own refusals (a path parameter past maxParamLength → 414, a malformed
    // URL → 400) go through our error handler, so they answer in the API's error format too.
    frameworkErrors: answerFrameworkError(appSecurityHeaders(config)),
    // And what Node's parser refuses before that (a URL past 16 KB → 431), the same way.
    clientErrorHandler: answerClientError(appSecurityHeaders(config)),
  });
  for (const warning of config.warnings) app.log.warn(warning);
  database.useLogger(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const auth = createAuth({ db: database.db, config, secret });
  const files = storage ?? storageOf(config);
  const live = createLiveHub(database, app.log);
  await live.start();
  // preClose: before any onClose hook (the database closes in one of those).
  app.addHook("preClose", () => live.stop());
  app.decorate("deps", { config, database, db: database.db, auth, storage: files, live });
  useConfiguredMatchKey(database.db, config.SCAM_MATCH_KEY);

  registerErrorHandler(app);
  registerRequestId(app);
  // Early: its onResponse hook measures every route, refusals by the plugins below included.
  registerMetrics(app, { db: database.db, token: config.METRICS_TOKEN });
  // Both answer 503 before any hook that needs the database (ADR 029).
  registerDraining(app);
  registerLoadShedding(app, config.MAX_EVENT_LOOP_DELAY_MS);
  await registerSecurity(app, config);
  await registerCompression(app);
  registerRateLimits(app, { db: database.db, config });
  registerInputGuard(app);
  registerTrailingSlashRedirect(app);
  registerActor(app);
  // Before every route: the document only sees routes registered after it.
  await registerOpenApi(app, { version: PACKAGE_VERSION });
  await registerAuthBridge(app, { auth, db: database.db, config, secret });
  await registerUploads(app);

  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(dataExportRoutes);
  await app.register(adminRoutes);
  await app.register(gearRoutes);
  await app.register(kitRoutes);
  await app.register(calendarRoutes);
  await app.register(searchRoutes);
  await app.register(ownerProfileRoutes);
  await app.register(wantedRoutes);
  await app.register(filterRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(liveRoutes);
  await app.register(bookingRoutes);
  await app.register(receiptRoutes);
  await app.register(messageRoutes);
  await app.register(reviewRoutes);
  await app.register(invoiceRoutes);
  await app.register(notificationRoutes);
  await app.register(pushRoutes);
  await app.register(verificationRoutes);
  await app.register(settingsRoutes);
  await app.register(handoverRoutes);
  await app.register(depositRoutes);
  await app.register(scamReportRoutes);
  await app.register(analyticsRoutes);
  await app.register(presenceRoutes);
  await app.register(moderationRoutes);
  await app.register(auditRoutes);
  await app.register(staffRoutes);
  await app.register(salaryRoutes);
  await app.register(accountantRoutes);
  await app.register(voucherRoutes);
  await app.register(jobAdminRoutes);
  await app.register(crawlerRoutes);
  await app.register(previewImageRoutes);

  const hasSpa = !!distDir && (await registerSpa(app, distDir));
  if (hasSpa) await registerPublicPages(app, { distDir, loadEntry: ssrEntry });
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
