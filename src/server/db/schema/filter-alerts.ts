import { bigint, date, index, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { belongsTo, createdAt, instant, serialId } from "./columns";
import { gear, savedFilters } from "./gear";

/**
 * A listing that matched a saved filter with alerts on (ADR 030). One row per
 * filter and gear, so a listing archived and restored never alerts twice; the
 * e-mail digest takes the rows not yet e-mailed (`emailedAt` null).
 */
export const filterAlertMatches = pgTable(
  "filter_alert_matches",
  {
    id: serialId(),
    filterId: bigint("filter_id", { mode: "number" })
      .notNull()
      .references(() => savedFilters.id, { onDelete: "cascade" }),
    userId: belongsTo("user_id", () => users.id),
    gearId: belongsTo("gear_id", () => gear.id),
    createdAt: createdAt(),
    emailedAt: instant("emailed_at"),
  },
  (t) => [
    uniqueIndex("filter_alert_matches_filter_gear_idx").on(t.filterId, t.gearId),
    index("filter_alert_matches_user_idx").on(t.userId, t.emailedAt),
  ],
);

/** One e-mail digest per person per Malaysian day: the key refuses a second. */
export const filterDigests = pgTable(
  "filter_digests",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
