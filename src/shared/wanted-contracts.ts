import { z } from "zod";
import { isIsoDate } from "./dates";
import { GEAR_CATEGORY_IDS } from "./gear";
import { MALAYSIAN_STATES } from "./malaysia";

const empty = (v: unknown) => (v === "" ? null : v);
const date = z.preprocess(empty, z.string().refine(isIsoDate, "Use a date like 2026-12-31").nullable().optional());

/** POST /api/wanted: what a renter is looking for (dates are checked against today on the server). */
export const CreateWantedRequest = z
  .object({
    title: z.string().trim().min(3, "Give the request a title of at least 3 characters").max(100, "Keep the title under 100 characters"),
    description: z.string().trim().min(10, "Describe what you need in at least 10 characters").max(2000, "Keep the description under 2000 characters"),
    category: z.enum(GEAR_CATEGORY_IDS, { error: "Choose a category from the list" }),
    startDate: date,
    endDate: date,
    state: z.preprocess(empty, z.enum(MALAYSIAN_STATES, { error: "Choose a state from the list" }).nullable().optional()),
    budgetPerDay: z.preprocess(empty, z.number().int().min(100, "The budget must be at least RM 1.00").max(10_000_000).nullable().optional()),
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "The end date must be on or after the start date" });
    if (!v.startDate !== !v.endDate) ctx.addIssue({ code: "custom", path: [v.startDate ? "endDate" : "startDate"], message: "Give both dates, or neither" });
  });
export type CreateWantedRequest = z.infer<typeof CreateWantedRequest>;

/** POST /api/wanted/:id/answers: an owner offers one of their listings. */
export const AnswerWantedRequest = z.object({
  gearId: z.string().min(1, "Choose one of your listings").max(40),
  message: z.string().trim().min(1, "Write a message to the renter").max(1000, "Keep the message under 1000 characters"),
});

export interface WantedPostView {
  id: number;
  title: string;
  description: string;
  category: string;
  startDate: string | null;
  endDate: string | null;
  state: string | null;
  budgetPerDay: number | null;
  status: "open" | "closed";
  createdAt: string;
  /** First name only: the board is public. */
  posterName: string;
  answerCount: number;
  isMine: boolean;
}
