import { z } from "zod";
import { GearCard, pageOf } from "./catalogue";
import { checkDateRange, DATE_RANGE_MESSAGES } from "./date-range";
import { isIsoDate } from "./dates";
import { GEAR_CATEGORY_IDS } from "./gear";
import { MALAYSIAN_STATES } from "./malaysia";
import { ringgitInput } from "./ringgit-input";

/** The board's page size (GET /api/wanted). */
export const WANTED_PAGE_SIZE = 20;
/** A poster may have this many open requests at once; closing one frees a place. */
export const MAX_OPEN_WANTED_POSTS = 10;
/** How far ahead a request's dates may reach, in days. */
export const WANTED_MAX_DAYS_AHEAD = 365;

/** Error texts the server sends and the form shows, in one place. */
export const WANTED_MESSAGES = {
  ...DATE_RANGE_MESSAGES,
  tooFarAhead: "Dates can be at most a year ahead",
  budget: "Type an amount in RM, like 150 or 150.50",
  tooManyOpen: `You can have at most ${MAX_OPEN_WANTED_POSTS} open wanted requests. Close one before posting another.`,
} as const;

const empty = (v: unknown) => (v === "" ? null : v);
const date = z.preprocess(empty, z.string().refine(isIsoDate, "Use a date like 2026-12-31").nullable().optional());

/** A day's budget in sen. RM 100,000 a day: far above any real rental, low enough to stay an int4. */
const budget = z
  .number({ error: "Type the budget in RM, like 150 or 150.50" })
  .int("Type the budget in RM, like 150 or 150.50")
  .positive("The budget must be more than RM 0.00")
  .max(10_000_000, "The budget can be at most RM 100,000.00 a day")
  .nullable();

const wantedShape = {
  title: z
    .string()
    .trim()
    .min(3, "Give the request a title of at least 3 characters")
    .max(100, "Keep the title under 100 characters"),
  description: z
    .string()
    .trim()
    .min(10, "Describe what you need in at least 10 characters")
    .max(2000, "Keep the description under 2000 characters"),
  category: z.enum(GEAR_CATEGORY_IDS, { error: "Choose a category from the list" }),
  startDate: date,
  endDate: date,
  state: z.preprocess(empty, z.enum(MALAYSIAN_STATES, { error: "Choose a state from the list" }).nullable().optional()),
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
  status: z.enum(["open", "closed"]).default("open"),
  category: z.enum(GEAR_CATEGORY_IDS).optional(),
  state: z.enum(MALAYSIAN_STATES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type WantedListQuery = z.infer<typeof WantedListQuery>;

/** :id of a wanted post. wanted_answers.post_id is an int4, so larger ids cannot exist (and would fail the query). */
export const WantedPostId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST /api/wanted/:id/answers: an owner offers one of their listings. */
export const AnswerWantedRequest = z.object({
  gearId: z.string().min(1, "Choose one of your listings").max(64, "Choose one of your listings"),
  message: z
    .string()
    .trim()
    .min(1, "Write a message to the renter")
    .max(1000, "Keep the message under 1000 characters"),
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
  status: z.enum(["open", "closed"]),
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
  owner: z.object({ username: z.string(), displayName: z.string() }),
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
