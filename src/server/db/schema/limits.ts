import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant } from "./columns";

/**
 * Fixed-window counters behind every per-address limit and the sign-in throttle
 * (plugins/rate-limit.ts, modules/auth/throttle.ts). One row per limit, key
 * (an address, an e-mail, both) and window; one upsert both counts a request
 * and reads the count, so every process on the database shares the limits.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowStart: instant("window_start").notNull(),
    hits: integer("hits").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] })],
);
