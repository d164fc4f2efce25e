import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, instant, serialId } from "./columns";
import { users } from "./auth";

/**
 * One browser's Web Push subscription (issue 14 point 2). The endpoint is unique:
 * a device that subscribes again (or under another account) replaces its row, so
 * one device never receives a push twice. Removed when the push service answers
 * 404 or 410, after MAX_FAILED_SENDS failures in a row, or when the owner removes the device.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serialId(),
    userId: belongsTo("user_id", () => users.id),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** The browser's own description, so the device list says which phone is which. */
    userAgent: text("user_agent").notNull().default(""),
    createdAt: createdAt(),
    lastSentAt: instant("last_sent_at"),
    /** Failed sends in a row (modules/push/jobs.ts drops the subscription after MAX_FAILED_SENDS). */
    failures: integer("failures").notNull().default(0),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/**
 * The events a user turned OFF for push. Stored as what is off, so a user who
 * never opened the settings gets every event on the devices they subscribed.
 */
export const pushPreferences = pgTable("push_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  disabled: text("disabled").array().notNull().default([]),
});
