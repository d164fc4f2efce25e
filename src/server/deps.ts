import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { Auth } from "./modules/auth/auth";
import type { LiveHub } from "./live/bus";
import type { Storage } from "./storage/storage";

/** What every module reaches through `app.deps` / `req.server.deps`. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  storage: Storage;
  live: LiveHub;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
