import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigserial, check, integer, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Column builders the tables are made of. Each is a function because a drizzle
 * builder belongs to the one table it is put in. The SQL is the same as the
 * builder written out: `drizzle-kit generate` must keep reporting no change.
 */

/** Every point in time is stored with its zone, so no reader has to guess the server's. */
export const instant = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** When the row was written; set by the database. */
export const createdAt = () => instant("created_at").notNull().defaultNow();

/** When the row last changed; the app sets it on every update. */
export const updatedAt = () => instant("updated_at").notNull().defaultNow();

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A text id: newId() (src/server/lib/ids.ts) for our rows, better-auth's own for its tables. */
export const textId = () => text("id").primaryKey();

/** A sequential id, for rows that are only ever reached through their parent or listed in order. */
export const serialId = () => bigserial("id", { mode: "number" }).primaryKey();

type Target = () => AnyPgColumn;

/**
 * A required link to the row this one belongs to. By default it goes with its
 * parent; "restrict" is for records whose parent may not be deleted while they
 * exist (a booking keeps its gear, an invoice its booking).
 */
export const belongsTo = <N extends string>(name: N, parent: Target, onDelete: "cascade" | "restrict" = "cascade") =>
  text(name).notNull().references(parent, { onDelete });

/** An optional link that is cleared when its target is deleted: the booking, message or review outlives the account it names. */
export const optionalRef = <N extends string>(name: N, target: Target) =>
  text(name).references(target, { onDelete: "set null" });

/**
 * An uploaded photo as it is stored: the storage keys of the re-encoded image
 * and of its thumbnail, and the image's size in pixels (gear and handover photos).
 */
export const storedImage = () => ({
  fileKey: text("file_key").notNull(),
  thumbKey: text("thumb_key").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
});

type Words = readonly [string, ...string[]];

/**
 * A text column that holds one word of a fixed list (a status, a kind, a role):
 * its rows read as that list's union, so no reader casts, and the list lives
 * once, in src/shared, beside the contracts that show it.
 */
export const oneOf = <N extends string, U extends string, W extends readonly [U, ...U[]]>(name: N, words: W) =>
  text(name, { enum: words });

/**
 * The database's half of `oneOf`: a check that refuses any other word, so a row
 * written by SQL by hand or by an old process reads as the type says. The words
 * are our own constants, never input, hence written into the SQL as they are.
 */
export const knownWords = (name: string, column: AnyPgColumn, words: Words) =>
  check(name, sql`${column} in (${sql.raw(words.map((w) => `'${w}'`).join(", "))})`);
