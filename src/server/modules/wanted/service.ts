import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { gear, owners, users, wantedAnswers, wantedPosts } from "../../db/schema";
import { enqueueEmail } from "../../jobs/email";
import { AppError, conflict, forbidden, notFound } from "../../lib/errors";
import { publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import type { CreateWantedRequest, WantedPostView } from "../../../shared/wanted-contracts";
import { gearCardColumns, toGearCards } from "../gear/presenter";
import { notify } from "../notifications/service";

export const MAX_OPEN_POSTS = 10;
const PAGE = 20;

type PostRow = typeof wantedPosts.$inferSelect;

function presentPost(p: PostRow, posterName: string, answerCount: number, viewerId?: string): WantedPostView {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    category: p.category,
    startDate: p.startDate,
    endDate: p.endDate,
    state: p.state,
    budgetPerDay: p.budgetPerDay,
    status: p.status as "open" | "closed",
    createdAt: p.createdAt.toISOString(),
    posterName: posterName.split(" ")[0] ?? "",
    answerCount,
    isMine: p.userId === viewerId,
  };
}

/** The public board: newest first, 20 a page, with answer counts. */
export async function listWanted(db: Db, f: { status: "open" | "closed"; category?: string; state?: string; page: number }, viewerId?: string) {
  const where = and(eq(wantedPosts.status, f.status), f.category ? eq(wantedPosts.category, f.category) : undefined, f.state ? eq(wantedPosts.state, f.state) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ p: wantedPosts, name: users.name, answers: sql<number>`(select count(*) from ${wantedAnswers} where ${wantedAnswers.postId} = ${wantedPosts.id})`.mapWith(Number) })
      .from(wantedPosts)
      .innerJoin(users, eq(users.id, wantedPosts.userId))
      .where(where)
      .orderBy(desc(wantedPosts.createdAt), desc(wantedPosts.id))
      .limit(PAGE)
      .offset((f.page - 1) * PAGE),
    db.select({ n: count() }).from(wantedPosts).where(where),
  ]);
  return { items: rows.map((r) => presentPost(r.p, r.name, r.answers, viewerId)), total: total?.n ?? 0, page: f.page, pageSize: PAGE };
}

/** A renter's (or an owner renting) request; dates from today, at most a year ahead; 10 open at a time. */
export async function createWanted(db: Db, actor: Actor, input: CreateWantedRequest) {
  if (actor.role !== "user" && actor.role !== "owner") throw forbidden("Only renters post wanted requests.");
  const today = todayInMalaysia();
  if (input.startDate && input.startDate < today) throw new AppError("BAD_INPUT", 400, "The start date cannot be in the past", { startDate: "The start date cannot be in the past" });
  if (input.endDate && input.endDate > addDays(today, 365)) throw new AppError("BAD_INPUT", 400, "Dates can be at most a year ahead", { endDate: "Dates can be at most a year ahead" });
  return db.transaction(async (tx) => {
    // Lock the poster's row so two posts sent at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.user.id)).for("update");
    const [open] = await tx.select({ n: count() }).from(wantedPosts).where(and(eq(wantedPosts.userId, actor.user.id), eq(wantedPosts.status, "open")));
    if ((open?.n ?? 0) >= MAX_OPEN_POSTS) throw conflict(`You can have at most ${MAX_OPEN_POSTS} open wanted requests. Close one first.`);
    const [row] = await tx
      .insert(wantedPosts)
      .values({ userId: actor.user.id, title: input.title, description: input.description, category: input.category, startDate: input.startDate ?? null, endDate: input.endDate ?? null, state: input.state ?? null, budgetPerDay: input.budgetPerDay ?? null })
      .returning();
    return presentPost(row!, actor.user.name, 0, actor.user.id);
  });
}

export async function closeWanted(db: Db, actor: Actor, id: number) {
  const [post] = await db.select().from(wantedPosts).where(eq(wantedPosts.id, id));
  if (!post || post.userId !== actor.user.id) throw notFound("The wanted request");
  const [closed] = await db.update(wantedPosts).set({ status: "closed" }).where(and(eq(wantedPosts.id, id), eq(wantedPosts.status, "open"))).returning();
  if (!closed) throw conflict("This wanted request is already closed.");
  return { id, status: "closed" as const };
}

/** One post; its answers go to the poster (all) and to an answering owner (their own). */
export async function getWanted(db: Db, id: number, actor: Actor | null) {
  const [row] = await db.select({ p: wantedPosts, name: users.name }).from(wantedPosts).innerJoin(users, eq(users.id, wantedPosts.userId)).where(eq(wantedPosts.id, id));
  if (!row) throw notFound("The wanted request");
  const all = await db
    .select({ a: wantedAnswers, ownerUsername: owners.username, ownerDisplayName: owners.displayName })
    .from(wantedAnswers)
    .innerJoin(owners, eq(owners.userId, wantedAnswers.ownerId))
    .where(eq(wantedAnswers.postId, id))
    .orderBy(desc(wantedAnswers.createdAt));
  const visible = actor ? (row.p.userId === actor.user.id ? all : all.filter((x) => x.a.ownerId === actor.user.id)) : [];
  const gearRows = visible.length ? await db.select(gearCardColumns).from(gear).innerJoin(owners, eq(owners.userId, gear.ownerId)).where(inArray(gear.id, visible.map((v) => v.a.gearId))) : [];
  const cards = new Map((await toGearCards(db, gearRows)).map((c) => [c.id, c]));
  return {
    post: presentPost(row.p, row.name, all.length, actor?.user.id),
    answers: visible.map((v) => ({
      id: v.a.id,
      message: v.a.message,
      createdAt: v.a.createdAt.toISOString(),
      owner: { username: v.ownerUsername, displayName: v.ownerDisplayName },
      gear: cards.get(v.a.gearId) ?? null,
    })),
  };
}

/**
 * An owner answers with one of their active listings; the poster is told in-app
 * and by e-mail (queued in the same transaction).
 */
export async function answerWanted(db: Db, actor: Actor, postId: number, input: { gearId: string; message: string }) {
  if (actor.role !== "owner") throw forbidden("Only owners answer wanted requests.");
  const [item] = await db.select().from(gear).where(and(eq(gear.id, input.gearId), eq(gear.ownerId, actor.user.id)));
  if (!item) throw new AppError("BAD_INPUT", 400, "Choose one of your own listings.", { gearId: "Choose one of your own listings." });
  if (item.status !== "active") throw new AppError("BAD_INPUT", 400, "That listing is archived.", { gearId: "That listing is archived." });
  return db.transaction(async (tx) => {
    const [post] = await tx.select().from(wantedPosts).where(eq(wantedPosts.id, postId)).for("update");
    if (!post) throw notFound("The wanted request");
    if (post.userId === actor.user.id) throw forbidden("You cannot answer your own wanted request.");
    if (post.status !== "open") throw conflict("This wanted request is closed.");
    const [answer] = await tx.insert(wantedAnswers).values({ postId, ownerId: actor.user.id, gearId: item.id, message: input.message }).onConflictDoNothing().returning();
    if (!answer) throw conflict("You already offered this listing for this request.");
    const [poster] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, post.userId));
    const link = `/wanted?post=${postId}`;
    if (poster) {
      await enqueueEmail(tx, "wanted-answer", poster.email, { name: poster.name, postTitle: post.title, ownerName: actor.owner?.displayName ?? actor.user.name, gearName: item.name, url: link });
    }
    await notify(tx, post.userId, { kind: "wanted.answer", title: `An owner answered “${post.title}”`, body: `${item.name}: ${input.message.slice(0, 120)}`, link });
    await publish(tx, [`user:${post.userId}`], { type: "wanted", id: String(postId) });
    return { id: answer.id };
  });
}
