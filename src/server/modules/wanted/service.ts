import type { Db } from "../../db/client";
import { enqueueEmailTo } from "../../jobs/email";
import { conflict, notFound } from "../../lib/errors";
import { publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import { msg } from "../../../shared/i18n/message";
import type { Depend, ReadCache } from "../../lib/read-cache";
import { scopes } from "../../lib/read-scopes";
import {
  type AnswerWantedRequest,
  type CreateWantedRequest,
  MAX_OPEN_WANTED_POSTS,
  WANTED_MESSAGES,
  WANTED_PAGE_SIZE,
  type WantedAnswerCreated,
  type WantedListQuery,
  type WantedListResponse,
  type WantedPostDetail,
  type WantedPostView,
} from "../../../shared/wanted-contracts";
import { notify } from "../notifications/service";
import {
  assertDatesAhead,
  assertMayClose,
  assertMayPostWanted,
  assertNotOwnPost,
  assertOfferable,
  assertOpenForAnswers,
  requireAnsweringOwner,
  visibleAnswers,
} from "./policy";
import { presentAnswer, presentPost } from "./presenter";
import {
  closeOpenPost,
  countAnswers,
  countOpenPosts,
  findAnswers,
  findOwnListing,
  findPostPage,
  findPostWithPoster,
  findPublicCards,
  insertAnswer,
  insertPost,
  lockPost,
  lockUser,
} from "./repository";

/**
 * The board through the read cache (ADR 025): the page of rows is kept per filter
 * until any post or answer, or a shown poster's name, changes. A signed-in caller's
 * own posts are marked, so their answer is presented per request from the kept rows.
 */
export async function readWantedBoard(
  { db, cache }: { db: Db; cache: ReadCache },
  filter: WantedListQuery,
  viewerId?: string,
): Promise<WantedListResponse> {
  const key = `wanted?${filter.status}&${filter.category ?? ""}&${filter.state ?? ""}&${filter.page}`;
  const answers = await cache.current();
  const load = async (depend: Depend) => {
    depend(scopes.wanted);
    const found = await findPostPage(db, filter);
    depend(...found.rows.map((r) => scopes.user(r.post.userId)));
    return found;
  };
  // Signed out, the answer is the same for everyone: kept as sent, so it is serialised once.
  if (!viewerId)
    return answers.remember(`${key}&signed-out`, async (depend) => presentBoard(await load(depend), filter, undefined));
  return presentBoard(await answers.remember(key, load), filter, viewerId);
}

function presentBoard(
  { rows, total }: Awaited<ReturnType<typeof findPostPage>>,
  filter: WantedListQuery,
  viewerId: string | undefined,
): WantedListResponse {
  return {
    items: rows.map((r) => presentPost(r.post, r.posterName, r.answerCount, viewerId)),
    total,
    page: filter.page,
    pageSize: WANTED_PAGE_SIZE,
  };
}

/** A renter's (or an owner renting) request; at most MAX_OPEN_WANTED_POSTS open at a time (409 beyond). */
export async function createWanted(db: Db, actor: Actor, input: CreateWantedRequest): Promise<WantedPostView> {
  assertMayPostWanted(actor);
  assertDatesAhead(input);
  return db.transaction(async (tx) => {
    // Lock the poster's row so two posts sent at once cannot both pass the limit.
    await lockUser(tx, actor.user.id);
    if ((await countOpenPosts(tx, actor.user.id)) >= MAX_OPEN_WANTED_POSTS) throw conflict(WANTED_MESSAGES.tooManyOpen);
    return presentPost(await insertPost(tx, actor.user.id, input), actor.user.name, 0, actor.user.id);
  });
}

/** The poster closes their post: owners can no longer answer. Others get 404; a closed post 409. */
export async function closeWanted(db: Db, actor: Actor, id: number): Promise<WantedPostView> {
  const found = await findPostWithPoster(db, id);
  assertMayClose(actor, found?.post);
  // Conditional update: of two closes racing, one wins and the other sees 409.
  const closed = await closeOpenPost(db, id);
  if (!closed) throw conflict(msg("wanted", "errors.alreadyClosed"));
  return presentPost(closed, found!.posterName, await countAnswers(db, id), actor.user.id);
}

/** One post; its answers go to the poster (all) and to an answering owner (their own); others see the count. */
export async function getWanted(db: Db, id: number, actor: Actor | null): Promise<WantedPostDetail> {
  const found = await findPostWithPoster(db, id);
  if (!found) throw notFound(msg("wanted", "errors.thatRequest"));
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
): Promise<WantedAnswerCreated> {
  const owner = requireAnsweringOwner(actor);
  return db.transaction(async (tx) => {
    // The lock orders this answer against a concurrent close of the same post.
    const post = await lockPost(tx, postId);
    if (!post) throw notFound(msg("wanted", "errors.thatRequest"));
    assertNotOwnPost(actor, post);
    assertOpenForAnswers(post);
    const item = await findOwnListing(tx, owner.userId, input.gearId);
    assertOfferable(item);
    const answer = await insertAnswer(tx, { postId, ownerId: owner.userId, gearId: item.id, message: input.message });
    if (!answer) {
      const offered = msg("wanted", "errors.alreadyOffered");
      throw conflict(offered, { gearId: offered });
    }

    const link = `/wanted?post=${postId}`;
    await enqueueEmailTo(tx, "wanted-answer", post.userId, {
      postTitle: post.title,
      ownerName: owner.displayName,
      gearName: item.name,
      url: link,
    });
    await notify(tx, post.userId, {
      kind: "wanted.answer",
      // Translated when listed, in the poster's language then; the body is the owner's own words.
      title: msg("wanted", "notify.answerTitle", { postTitle: post.title }),
      body: `${item.name}: ${input.message.slice(0, 120)}`,
      link,
    });
    await publish(tx, [`user:${post.userId}`], { type: "wanted", id: String(postId) });
    return { id: answer.id };
  });
}
