import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { countRows, firstRow } from "../../db/query";
import { gear, owners, users, wantedAnswers, wantedPosts } from "../../db/schema";
import type { GearCard } from "../../../shared/catalogue";
import { type CreateWantedRequest, WANTED_PAGE_SIZE, type WantedListQuery } from "../../../shared/wanted-contracts";
import { isPubliclyVisible } from "../gear/policy";
import { gearCardColumns } from "../gear/presenter";
import { ownerNameColumns } from "../owners/repository";
import { toGearCards } from "../gear/repository";

const answerCount =
  sql<number>`(select count(*) from ${wantedAnswers} where ${wantedAnswers.postId} = ${wantedPosts.id})`.mapWith(
    Number,
  );

/** One page of the board with each poster's name and answer count, newest first, plus the total. */
export async function findPostPage(db: Db, f: WantedListQuery) {
  const where = and(
    eq(wantedPosts.status, f.status),
    f.category ? eq(wantedPosts.category, f.category) : undefined,
    f.state ? eq(wantedPosts.state, f.state) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({ post: wantedPosts, posterName: users.name, answerCount })
      .from(wantedPosts)
      .innerJoin(users, eq(users.id, wantedPosts.userId))
      .where(where)
      // The id breaks ties between posts of the same instant, so pages never overlap.
      .orderBy(desc(wantedPosts.createdAt), desc(wantedPosts.id))
      .limit(WANTED_PAGE_SIZE)
      .offset((f.page - 1) * WANTED_PAGE_SIZE),
    countRows(db, wantedPosts, where),
  ]);
  return { rows, total };
}

/** A post with its poster's name, or undefined. */
export async function findPostWithPoster(db: Db, id: number) {
  return firstRow(
    db
      .select({ post: wantedPosts, posterName: users.name })
      .from(wantedPosts)
      .innerJoin(users, eq(users.id, wantedPosts.userId))
      .where(eq(wantedPosts.id, id)),
  );
}

/** The post row, locked until the transaction ends (answers and closing then run one after the other). */
export async function lockPost(tx: Tx, id: number) {
  return firstRow(tx.select().from(wantedPosts).where(eq(wantedPosts.id, id)).for("update"));
}

/** How many answers a post has (closing shows the count, not the answers). */
export const countAnswers = (db: Db, postId: number) => countRows(db, wantedAnswers, eq(wantedAnswers.postId, postId));

/** Every answer of a post with the answering owner's public name, newest first. */
export function findAnswers(db: Db, postId: number) {
  return db
    .select({
      answer: wantedAnswers,
      ownerId: wantedAnswers.ownerId,
      ...ownerNameColumns,
    })
    .from(wantedAnswers)
    .innerJoin(owners, eq(owners.userId, wantedAnswers.ownerId))
    .where(eq(wantedAnswers.postId, postId))
    .orderBy(desc(wantedAnswers.createdAt), desc(wantedAnswers.id));
}

/**
 * Cards of the offered listings that are still public, by gear id. An answer
 * whose listing was archived since keeps its message but shows no card, so the
 * poster is not sent to a gear page that answers 404.
 */
export async function findPublicCards(db: Db, gearIds: string[]): Promise<Map<string, GearCard>> {
  if (gearIds.length === 0) return new Map();
  const rows = await db
    .select({ ...gearCardColumns, ownerStatus: owners.status })
    .from(gear)
    .innerJoin(owners, eq(owners.userId, gear.ownerId))
    .where(inArray(gear.id, gearIds));
  const cards = await toGearCards(
    db,
    rows.filter((r) => isPubliclyVisible(r.gear, r.ownerStatus)),
  );
  return new Map(cards.map((c) => [c.id, c]));
}

/** Number of open posts of one user. */
export const countOpenPosts = (tx: Tx, userId: string) =>
  countRows(tx, wantedPosts, and(eq(wantedPosts.userId, userId), eq(wantedPosts.status, "open")));

/** Lock the user's row until the transaction ends, so two posts of theirs run one after the other. */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export async function insertPost(tx: Tx, userId: string, input: CreateWantedRequest) {
  const [row] = await tx
    .insert(wantedPosts)
    .values({
      userId,
      title: input.title,
      description: input.description,
      category: input.category,
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
      state: input.state ?? null,
      budgetPerDay: input.budgetPerDay ?? null,
    })
    .returning();
  return row!;
}

/** Close an open post; undefined when it is not open (of two closes racing, one gets the row). */
export async function closeOpenPost(db: Db, id: number) {
  return firstRow(
    db
      .update(wantedPosts)
      .set({ status: "closed" })
      .where(and(eq(wantedPosts.id, id), eq(wantedPosts.status, "open")))
      .returning(),
  );
}

/** One of this owner's listings (any status), or undefined for an unknown id or someone else's. */
export async function findOwnListing(tx: Tx, ownerId: string, gearId: string) {
  return firstRow(
    tx
      .select()
      .from(gear)
      .where(and(eq(gear.id, gearId), eq(gear.ownerId, ownerId))),
  );
}

/** The answer, or undefined when this owner already offered this listing for this post. */
export async function insertAnswer(
  tx: Tx,
  values: { postId: number; ownerId: string; gearId: string; message: string },
) {
  return firstRow(tx.insert(wantedAnswers).values(values).onConflictDoNothing().returning());
}
