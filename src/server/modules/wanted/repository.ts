import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { gear, owners, users, wantedAnswers, wantedPosts } from "../../db/schema";
import type { GearCard } from "../../../shared/catalogue";
import { WANTED_PAGE_SIZE, type WantedListQuery } from "../../../shared/wanted-contracts";
import { isPubliclyVisible } from "../gear/policy";
import { gearCardColumns } from "../gear/presenter";
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
  const [rows, [total]] = await Promise.all([
    db
      .select({ post: wantedPosts, posterName: users.name, answerCount })
      .from(wantedPosts)
      .innerJoin(users, eq(users.id, wantedPosts.userId))
      .where(where)
      // The id breaks ties between posts of the same instant, so pages never overlap.
      .orderBy(desc(wantedPosts.createdAt), desc(wantedPosts.id))
      .limit(WANTED_PAGE_SIZE)
      .offset((f.page - 1) * WANTED_PAGE_SIZE),
    db.select({ n: count() }).from(wantedPosts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A post with its poster's name, or undefined. */
export async function findPostWithPoster(db: Db, id: number) {
  const [row] = await db
    .select({ post: wantedPosts, posterName: users.name })
    .from(wantedPosts)
    .innerJoin(users, eq(users.id, wantedPosts.userId))
    .where(eq(wantedPosts.id, id));
  return row;
}

/** The post row, locked until the transaction ends (answers and closing then run one after the other). */
export async function lockPost(tx: Tx, id: number) {
  const [row] = await tx.select().from(wantedPosts).where(eq(wantedPosts.id, id)).for("update");
  return row;
}

/** Every answer of a post with the answering owner's public name, newest first. */
export function findAnswers(db: Db, postId: number) {
  return db
    .select({
      answer: wantedAnswers,
      ownerId: wantedAnswers.ownerId,
      username: owners.username,
      displayName: owners.displayName,
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
export async function countOpenPosts(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(wantedPosts)
    .where(and(eq(wantedPosts.userId, userId), eq(wantedPosts.status, "open")));
  return row?.n ?? 0;
}
