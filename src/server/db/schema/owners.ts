import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { OWNER_STATUSES } from "../../../shared/gear";
import { createdAt, knownWords, oneOf } from "./columns";
import { users } from "./auth";

/** Seed section 3 Owner; id = the account's id, so one account has at most one owner profile. */
export const owners = pgTable(
  "owners",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    displayName: text("display_name").notNull(),
    photoUrl: text("photo_url"),
    bio: text("bio"),
    experience: text("experience"),
    specialties: text("specialties"),
    businessName: text("business_name"),
    businessStreetAddress: text("business_street_address"),
    businessCity: text("business_city"),
    businessState: text("business_state"),
    businessPostalCode: text("business_postal_code"),
    state: text("state"),
    coveredStates: text("covered_states")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    instagramUrl: text("instagram_url"),
    tiktokUrl: text("tiktok_url"),
    whatsappUrl: text("whatsapp_url"),
    status: oneOf("status", OWNER_STATUSES).notNull().default("active"),
    createdAt: createdAt(),
  },
  // Seed: usernames are unique ignoring letter case.
  (t) => [
    uniqueIndex("owners_username_lower_idx").on(sql`lower(${t.username})`),
    knownWords("owners_status_known", t.status, OWNER_STATUSES),
  ],
);
