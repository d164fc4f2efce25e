import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";

/**
 * Write the API document to a file without a server listening: the app is built
 * on an in-memory database (its routes register the same way as in production)
 * and `app.swagger()` is what /api/openapi.json would answer. `npm run lint:openapi`
 * lints the file this writes.
 */
const out = path.resolve(process.argv[2] ?? "build/openapi.json");
// No migrations: building the app reads no table, and the document needs none.
const database = await openDatabase({ migrate: false });
const config = loadConfig({ LOG_LEVEL: "silent", SEED_DEMO: "false", PUBLIC_URL: "http://localhost:3000" });
const app = await buildApp({ config, database, secret: "openapi-document-only", distDir: false });
await app.ready();
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(app.swagger(), null, 2) + "\n");
await app.close();
await database.close();
