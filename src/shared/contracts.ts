import { z } from "zod";
import { msg } from "./i18n/message";
import { validateUsername } from "./username";

/**
 * Building blocks several feature contracts share (account-contracts.ts,
 * profile-contracts.ts, owner-contracts.ts …), and the small answers many routes give.
 */

/** NIST 800-63B: length limits only, no composition rules. */
export const Password = z
  .string()
  .min(8, msg("validation", "textMin", { field: msg("validation", "fields.password"), min: 8 }))
  .max(128, msg("validation", "textMax", { field: msg("validation", "fields.password"), max: 128 }));

export const Email = z.string().trim().toLowerCase().email(msg("validation", "email")).max(254);
const name = msg("validation", "fields.name");
export const PersonName = z
  .string()
  .trim()
  .min(1, msg("validation", "required", { field: name }))
  .max(100, msg("validation", "textMax", { field: name, max: 100 }));

export const Username = z.string().superRefine((v, ctx) => {
  const message = validateUsername(v);
  if (message) ctx.addIssue({ code: "custom", message });
});

/** The answer of a write that has nothing more to say. */
export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;

/** GET /api/health: 200 once migrations ran and the database answers. */
export const HealthResponse = z.object({ status: z.literal("ok") });
/** GET /api/health when the database does not answer (503). */
export const HealthUnavailableResponse = z.object({ status: z.literal("unavailable") });

/** A date-time as the API sends it: ISO 8601 in UTC. */
export const Timestamp = z.string().meta({ format: "date-time" });

/** How an owner is named in public: their handle and the name they show (profiles, Wanted answers, the session). */
export const OwnerHandle = z.object({ username: z.string(), displayName: z.string() });

/**
 * A stored photo as the API answers it: the re-encoded image, its thumbnail and
 * the image's size (so the page can reserve its place before it loads).
 */
export const ImageView = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number(),
  height: z.number(),
});
