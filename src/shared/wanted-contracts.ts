import { z } from "zod";
import { GearCard, pageOf } from "./catalogue";
import { OwnerHandle } from "./contracts";
import { checkDateRange, DATE_RANGE_MESSAGES } from "./date-range";
import { isIsoDate } from "./dates";
import { GEAR_CATEGORY_IDS } from "./gear";
import { msg } from "./i18n/message";
import { MALAYSIAN_STATES } from "./malaysia";
import { ringgitInput } from "./ringgit-input";

/** A post is open until its author closes it. */
export const WANTED_STATUSES = ["open", "closed"] as const;

/** The board's page size (GET /api/wanted). */
export const WANTED_PAGE_SIZE = 20;
/** A poster may have this many open requests at once; closing one frees a place. */
export const MAX_OPEN_WANTED_POSTS = 10;
/** How far ahead a request's dates may reach, in days. */
export const WANTED_MAX_DAYS_AHEAD = 365;

/** Error texts the server sends and the form shows, in one place (`msg` strings, translated where shown). */
export const WANTED_MESSAGES = {
  ...DATE_RANGE_MESSAGES,
  tooFarAhead: msg("wanted", "rules.tooFarAhead"),
  budget: msg("wanted", "rules.budget"),
  tooManyOpen: msg("wanted", "rules.tooManyOpen", { max: MAX_OPEN_WANTED_POSTS }),
} as const;

const empty = (v: unknown) => (v === "" ? null : v);
const date = z.preprocess(empty, z.string().refine(isIsoDate, msg("search", "rules.dateFormat")).nullable().optional());

/** A day's budget in sen. RM 100,000 a day: far above any real rental, low enough to stay an int4. */
const budget = z
  .number({ error: msg("wanted", "rules.budgetType") })
  .int(msg("wanted", "rules.budgetType"))
  .positive(msg("wanted", "rules.budgetPositive"))
  .max(10_000_000, msg("wanted", "rules.budgetMax"))
  .nullable();

const wantedShape = {
  title: z.string().trim().min(3, msg("wanted", "rules.titleMin")).max(100, msg("wanted", "rules.titleMax")),
  description: z
    .string()
    .trim()
    .min(10, msg("wanted", "rules.descriptionMin"))
    .max(2000, msg("wanted", "rules.descriptionMax")),
  category: z.enum(GEAR_CATEGORY_IDS, { error: msg("validation", "category") }),
  startDate: date,
  endDate: date,
  state: z.preprocess(
    empty,
    z
      .enum(MALAYSIAN_STATES, { error: msg("validation", "state") })
      .nullable()
      .optional(),
  ),
  budgetPerDay: z.preprocess(empty, budget.optional()),
};

const checkDates = (v: { startDate?: string | null; endDate?: string | null }, ctx: z.RefinementCtx) =>
  checkDateRange(v.startDate, v.endDate, ["startDate", "endDate"], ctx);

/** POST /api/wanted: what a renter is looking for (dates are checked against today on the server). */
export const CreateWantedRequest = z.object(wantedShape).superRefine(checkDates);
export type CreateWantedRequest = z.infer<typeof CreateWantedRequest>;

/**
 * The post form: CreateWantedRequest with the budget typed in RM (blank: no
 * budget); an amount that is not one, or is zero, gets WANTED_MESSAGES.budget.
 */
export const PostWantedForm = z
  .object({
    ...wantedShape,
    budgetPerDay: ringgitInput(WANTED_MESSAGES.budget, null)
      .refine((sen) => sen === null || sen > 0, WANTED_MESSAGES.budget)
      .pipe(budget),
  })
  .superRefine(checkDates);
export type PostWantedFormValues = z.input<typeof PostWantedForm>;

/** GET /api/wanted: the board's filter; open requests unless asked otherwise. */
export const WantedListQuery = z.object({
  status: z.enum(WANTED_STATUSES).default("open"),
  category: z.enum(GEAR_CATEGORY_IDS).optional(),
  state: z.enum(MALAYSIAN_STATES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type WantedListQuery = z.infer<typeof WantedListQuery>;

/** :id of a wanted post. wanted_answers.post_id is an int4, so larger ids cannot exist (and would fail the query). */
export const WantedPostId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST /api/wanted/:id/answers: an owner offers one of their listings. */
export const AnswerWantedRequest = z.object({
  gearId: z.string().min(1, msg("wanted", "rules.chooseListing")).max(64, msg("wanted", "rules.chooseListing")),
  message: z
    .string()
    .trim()
    .min(1, msg("wanted", "rules.messageRequired"))
    .max(1000, msg("wanted", "rules.messageMax")),
});
export type AnswerWantedRequest = z.infer<typeof AnswerWantedRequest>;

/** A post as the board shows it; strings stay loose so an older row never turns into a 500. */
export const WantedPostView = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  state: z.string().nullable(),
  budgetPerDay: z.number().nullable(),
  status: z.enum(WANTED_STATUSES),
  createdAt: z.iso.datetime(),
  /** First name only: the board is public. */
  posterName: z.string(),
  answerCount: z.number(),
  /** The caller posted it (user ids are not exposed). */
  isMine: z.boolean(),
});
export type WantedPostView = z.infer<typeof WantedPostView>;

/** GET /api/wanted: one page of the board. */
export const WantedListResponse = pageOf(WantedPostView);
export type WantedListResponse = z.infer<typeof WantedListResponse>;

/** One owner's offer, as the poster (all of them) or its owner (their own) sees it. */
export const WantedAnswerView = z.object({
  id: z.number(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  owner: OwnerHandle,
  /** The offered listing; null once it is archived or otherwise no longer public. */
  gear: GearCard.nullable(),
});
export type WantedAnswerView = z.infer<typeof WantedAnswerView>;

/** GET /api/wanted/:id. */
export const WantedPostDetail = z.object({ post: WantedPostView, answers: z.array(WantedAnswerView) });
export type WantedPostDetail = z.infer<typeof WantedPostDetail>;

/** POST /api/wanted/:id/answers (201): the new answer's id. */
export const WantedAnswerCreated = z.object({ id: z.number() });
export type WantedAnswerCreated = z.infer<typeof WantedAnswerCreated>;
