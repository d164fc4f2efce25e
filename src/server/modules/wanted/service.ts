import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { gear, users, wantedAnswers, wantedPosts } from "../../db/schema";
import { enqueueEmail } from "../../jobs/email";
import { badInput, conflict, notFound } from "../../lib/errors";
import { publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import {
  type AnswerWantedRequest,
  type CreateWantedRequest,
  MAX_OPEN_WANTED_POSTS,
  WANTED_MAX_DAYS_AHEAD,
  WANTED_MESSAGES,
  WANTED_PAGE_SIZE,
  type WantedListQuery,
  type WantedListResponse,
  type WantedPostDetail,
  type WantedPostView,
} from "../../../shared/wanted-contracts";
import { notify } from "../notifications/service";
import { assertMayClose, assertMayPostWanted, assertNotOwnPost, requireAnsweringOwner, visibleAnswers } from "./policy";
import { presentAnswer, presentPost } from "./presenter";
import { countOpenPosts, findAnswers, findPostPage, findPostWithPoster, findPublicCards, lockPost } from "./repository";

/** The public board: newest first, 20 a page, with answer counts; `viewerId` marks the caller's own posts. */
export async function listWanted(db: Db, filter: WantedListQuery, viewerId?: string): Promise<WantedListResponse> {
  const { rows, total } = await findPostPage(db, filter);
  return {
    items: rows.map((r) => presentPost(r.post, r.posterName, r.answerCount, viewerId)),
    total,
    page: filter.page,
    pageSize: WANTED_PAGE_SIZE,
  };
}

/**
 * Dates the contract cannot check because they depend on today (in Malaysia,
 * the server's clock): not in the past, at most a year ahead. End ≥ start is the contract's.
 */
function checkDates(input: CreateWantedRequest, today = todayInMalaysia()) {
  const fields: Record<string, string> = {};
  if (input.startDate && input.startDate < today) fields.startDate = WANTED_MESSAGES.startInPast;
  if (input.endDate && input.endDate > addDays(today, WANTED_MAX_DAYS_AHEAD))
    fields.endDate = WANTED_MESSAGES.tooFarAhead;
  const first = Object.values(fields)[0];
  if (first) throw badInput(first, fields);
}

/** A renter's (or an owner renting) request; at most MAX_OPEN_WANTED_POSTS open at a time (409 beyond). */
export async function createWanted(db: Db, actor: Actor, input: CreateWantedRequest): Promise<WantedPostView> {
  assertMayPostWanted(actor);
  checkDates(input);
  return db.transaction(async (tx) => {
    // Lock the poster's row so two posts sent at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.user.id)).for("update");
    if ((await countOpenPosts(tx, actor.user.id)) >= MAX_OPEN_WANTED_POSTS) throw conflict(WANTED_MESSAGES.tooManyOpen);
    const [row] = await tx
      .insert(wantedPosts)
      .values({
        userId: actor.user.id,
        title: input.title,
        description: input.description,
        category: input.category,
        startDate: input.startDate ?? null,
        endDate: input.endDate ?? null,
        state: input.state ?? null,
        budgetPerDay: input.budgetPerDay ?? null,
      })
      .returning();
    return presentPost(row!, actor.user.name, 0, actor.user.id);
  });
}

/** The poster closes their post: owners can no longer answer. Others get 404; a closed post 409. */
export async function closeWanted(db: Db, actor: Actor, id: number): Promise<WantedPostView> {
  const found = await findPostWithPoster(db, id);
  assertMayClose(actor, found?.post);
  // Conditional update: of two closes racing, one wins and the other sees 409.
  const [closed] = await db
    .update(wantedPosts)
    .set({ status: "closed" })
    .where(and(eq(wantedPosts.id, id), eq(wantedPosts.status, "open")))
    .returning();
  if (!closed) throw conflict("This wanted request is already closed.");
  const answers = await findAnswers(db, id);
  return presentPost(closed, found!.posterName, answers.length, actor.user.id);
}

/** One post; its answers go to the poster (all) and to an answering owner (their own); others see the count. */
export async function getWanted(db: Db, id: number, actor: Actor | null): Promise<WantedPostDetail> {
  const found = await findPostWithPoster(db, id);
  if (!found) throw notFound("The wanted request");
  const all = await findAnswers(db, id);
  const shown = visibleAnswers(actor, found.post, all);
  const cards = await findPublicCards(
    db,
    shown.map((a) => a.answer.gearId),
  );
  return {
    post: presentPost(found.post, found.posterName, all.length, actor?.user.id),
    answers: shown.map((a) => presentAnswer(a.answer, a, cards.get(a.answer.gearId) ?? null)),
  };
}

/**
 * An owner answers an open post with one of their active listings. In the same
 * transaction the poster is e-mailed (outbox), told in-app, and their open tabs refresh.
 */
export async function answerWanted(
  db: Db,
  actor: Actor,
  postId: number,
  input: AnswerWantedRequest,
): Promise<{ id: number }> {
  const owner = requireAnsweringOwner(actor);
  return db.transaction(async (tx) => {
    // The lock orders this answer against a concurrent close of the same post.
    const post = await lockPost(tx, postId);
    if (!post) throw notFound("The wanted request");
    assertNotOwnPost(actor, post);
    if (post.status !== "open") throw conflict("This wanted request is closed.");
    // Someone else's gear and unknown ids get the same answer: nothing is revealed about other owners' listings.
    const [item] = await tx
      .select()
      .from(gear)
      .where(and(eq(gear.id, input.gearId), eq(gear.ownerId, owner.userId)));
    if (!item) throw badInput("Choose one of your own listings.", { gearId: "Choose one of your own listings." });
    if (item.status !== "active")
      throw badInput("That listing is archived. Restore it first, or choose another.", {
        gearId: "That listing is archived. Restore it first, or choose another.",
      });
    const [answer] = await tx
      .insert(wantedAnswers)
      .values({ postId, ownerId: owner.userId, gearId: item.id, message: input.message })
      .onConflictDoNothing()
      .returning();
    if (!answer)
      throw conflict("You already offered this listing for this request.", {
        gearId: "You already offered this listing for this request.",
      });

    const [poster] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, post.userId));
    const link = `/wanted?post=${postId}`;
    if (poster) {
      await enqueueEmail(tx, "wanted-answer", poster.email, {
        name: poster.name,
        postTitle: post.title,
        ownerName: owner.displayName,
        gearName: item.name,
        url: link,
      });
    }
    await notify(tx, post.userId, {
      kind: "wanted.answer",
      title: `An owner answered “${post.title}”`,
      body: `${item.name}: ${input.message.slice(0, 120)}`,
      link,
    });
    await publish(tx, [`user:${post.userId}`], { type: "wanted", id: String(postId) });
    return { id: answer.id };
  });
}
