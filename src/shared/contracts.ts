import { z } from "zod";
import { validateUsername } from "./username";

/**
 * Building blocks several feature contracts share (account-contracts.ts,
 * profile-contracts.ts, owner-contracts.ts …), and the small answers many routes give.
 */

/** NIST 800-63B: length limits only, no composition rules. */
export const Password = z
  .string()
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters");

export const Email = z.string().trim().toLowerCase().email("Enter a valid e-mail address").max(254);
export const PersonName = z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters");

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
