import { z } from "zod";
import { isTemplateName, type EmailJob } from "./mail-templates";

/**
 * Every kind of background job and the payload it carries, in one place: `enqueueJob`
 * takes only these kinds with their payloads, and the worker parses each claimed
 * payload with its schema before a handler sees it. A row of an unknown kind, or
 * a payload that does not parse, fails at once (retrying cannot make it valid).
 *
 * Payloads carry ids, not personal data (jobs/email.ts says why); the one address
 * allowed is an e-mail to an address that has no account yet.
 */
const BookingRef = z.object({ bookingId: z.string().min(1) });
const Nothing = z.object({}).strict();
const DataExportRef = z.object({ exportId: z.string().min(1) });

const EmailData = z.record(z.string(), z.unknown());
const TemplateName = z.string().refine(isTemplateName, "not a mail template");
const EmailPayload = z.union([
  z.object({ template: TemplateName, userId: z.string().min(1), data: EmailData }),
  z.object({ template: TemplateName, to: z.string().min(1), data: EmailData }),
]);

const PushPayload = z
  .union([z.object({ notificationId: z.number().int() }), z.object({ testFor: z.string().min(1) })])
  .and(z.object({ subscriptionId: z.number().int().optional() }));

export const JOB_PAYLOADS = {
  email: EmailPayload,
  "push.send": PushPayload,
  "booking.expire-pending": BookingRef,
  "booking.expire-unpaid": BookingRef,
  "booking.late-check": BookingRef,
  "booking.late-admin": BookingRef,
  "booking.message-unread": z.object({ messageId: z.number().int() }),
  "deposit.auto-accept": BookingRef,
  "deposit.settle-due": BookingRef.extend({ stage: z.enum(["remind", "escalate"]) }),
  "deposit.refund-due": BookingRef.extend({ stage: z.enum(["remind", "escalate"]) }),
  "filters.match": z.object({ gearId: z.string().min(1) }),
  "filters.digest": Nothing,
  "verification.purge-documents": z.object({ verificationId: z.string().min(1) }),
  "scam.purge-dismissed": z.object({ reportId: z.string().min(1) }),
  "data-export.build": DataExportRef,
  "data-export.expire": DataExportRef,
  "analytics.purge": Nothing,
  "password-reset-request": z.object({ email: z.string().min(1) }),
  "calendar.read": z.object({ calendarId: z.number().int() }),
  "calendar.sweep": Nothing,
} satisfies Record<string, z.ZodType>;

export type JobKind = keyof typeof JOB_PAYLOADS;

/**
 * The payload of each kind. An e-mail's `data` is checked as a record at run time;
 * its type per template comes from the mail templates (the builders in jobs/email.ts).
 */
export type JobPayloads = Omit<{ [K in JobKind]: z.infer<(typeof JOB_PAYLOADS)[K]> }, "email"> & { email: EmailJob };
export type JobPayload<K extends JobKind> = JobPayloads[K];

/** A job to write: its kind, that kind's payload, and when and how often to try it. */
export type JobInput = {
  [K in JobKind]: { kind: K; payload: JobPayload<K>; runAt?: Date; maxAttempts?: number };
}[JobKind];

export interface JobRun {
  id: number;
  attempts: number;
}

export type JobHandler<K extends JobKind> = (payload: JobPayload<K>, job: JobRun) => Promise<void>;

/** A handler for every kind: the worker's table; a kind without one does not compile. */
export type JobHandlers = { [K in JobKind]: JobHandler<K> };

/**
 * A module's own handlers, typed by the kinds it names:
 * `defineJobHandlers({ "filters.match": async ({ gearId }) => … })`.
 */
export const defineJobHandlers = <K extends JobKind>(handlers: { [P in K]: JobHandler<P> }) => handlers;

export const isJobKind = (kind: string): kind is JobKind => Object.hasOwn(JOB_PAYLOADS, kind);

/** The claimed row's payload checked against its kind's schema: a reason when it cannot run at all. */
export function parseJobPayload(kind: string, payload: unknown) {
  if (!isJobKind(kind)) return { ok: false as const, reason: `unknown job kind ${kind}` };
  const parsed = JOB_PAYLOADS[kind].safeParse(payload);
  if (!parsed.success)
    return { ok: false as const, reason: `bad payload for ${kind}: ${z.prettifyError(parsed.error).slice(0, 500)}` };
  return { ok: true as const, kind, payload: parsed.data };
}
