import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { identityVerifications } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { requireActor, requireRole } from "../../plugins/actor";
import { readMultipart } from "../../plugins/uploads";
import { isIsoDate, todayInMalaysia } from "../../../shared/dates";
import { formatMykad, validateMykad } from "../../../shared/mykad";
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  decideVerification,
  findVerification,
  latestOf,
  listPending,
  submitVerification,
} from "./service";

type VerificationRow = typeof identityVerifications.$inferSelect;

const SubmitFields = z.object({
  fullName: z.string().trim().min(3, "Enter your full name as on your IC").max(150),
  mykadNumber: z.string().superRefine((v, ctx) => {
    const message = validateMykad(v);
    if (message) ctx.addIssue({ code: "custom", message });
  }),
  studentInstitution: z
    .string()
    .trim()
    .max(150)
    .optional()
    .transform((v) => v || null),
  studentCardExpiry: z
    .string()
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || isIsoDate(v), "Use a date like 2027-06-30")
    .refine((v) => v === null || v >= todayInMalaysia(), "This student card has expired"),
});

const KEY_OF: Record<DocumentKind, keyof VerificationRow> = {
  icFront: "icFrontKey",
  icBack: "icBackKey",
  selfie: "selfieKey",
  studentCard: "studentCardKey",
};

/** What reviewers see; document links go through the authorised endpoint, never a file URL. */
function presentForReviewer(v: VerificationRow, email?: string) {
  return {
    id: v.id,
    userId: v.userId,
    email: email ?? null,
    fullName: v.fullName,
    mykadNumber: formatMykad(v.mykadNumber),
    status: v.status,
    reason: v.reason,
    submittedAt: v.submittedAt.toISOString(),
    student: v.studentCardKey
      ? { institution: v.studentInstitution, expiry: v.studentCardExpiry, decision: v.studentCardDecision }
      : null,
    documents: DOCUMENT_KINDS.filter((k) => v[KEY_OF[k]] && !v.documentsDeletedAt).map((k) => ({
      kind: k,
      url: `/api/verification/${v.id}/documents/${k}`,
    })),
  };
}

/** Identity verification: submission by renters, review by staff and admins, private documents. */
export async function verificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.deps;

  r.post("/api/verification", async (req, reply) => {
    const actor = await requireActor(req);
    if (actor.role !== "user" && actor.role !== "owner")
      throw new AppError("FORBIDDEN", 403, "Only renters verify their identity here.");
    const { files, fields } = await readMultipart(req);
    const parsed = SubmitFields.safeParse(fields);
    if (!parsed.success) {
      const fieldErrors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      throw new AppError("BAD_INPUT", 400, Object.values(fieldErrors)[0] ?? "Check the form", fieldErrors);
    }
    const byKind = Object.fromEntries(
      files.filter((f) => (DOCUMENT_KINDS as readonly string[]).includes(f.field)).map((f) => [f.field, f.data]),
    );
    const id = await submitVerification({ db, storage, actor, input: parsed.data, files: byKind });
    return reply.status(201).send({ id, status: "pending" });
  });

  r.get("/api/verification/me", async (req) => {
    const actor = await requireActor(req);
    const v = await latestOf(db, actor.user.id);
    return {
      status: actor.user.verificationStatus,
      studentCardStatus: actor.user.studentCardStatus,
      latest: v ? presentForReviewer(v, actor.user.email) : null,
    };
  });

  r.get("/api/verification/queue", async (req) => {
    await requireRole(req, "admin", "staff");
    const rows = await listPending(db);
    return { items: rows.map(({ v, email }) => presentForReviewer(v, email)) };
  });

  r.get("/api/verification/:id", { schema: { params: z.object({ id: z.string().max(40) }) } }, async (req) => {
    await requireRole(req, "admin", "staff");
    const v = await findVerification(db, req.params.id);
    if (!v) throw notFound("The verification request");
    return presentForReviewer(v);
  });

  r.get(
    "/api/verification/:id/documents/:kind",
    { schema: { params: z.object({ id: z.string().max(40), kind: z.enum(DOCUMENT_KINDS) }) } },
    async (req, reply) => {
      const actor = await requireActor(req);
      const v = await findVerification(db, req.params.id);
      const allowed = v && (v.userId === actor.user.id || actor.role === "admin" || actor.role === "staff");
      const key = allowed ? (v[KEY_OF[req.params.kind]] as string | null) : null;
      const stream = key && !v?.documentsDeletedAt ? await storage.read(key) : null;
      if (!stream) throw notFound("The document");
      return reply.header("content-type", "image/webp").header("cache-control", "private, no-store").send(stream);
    },
  );

  r.post(
    "/api/verification/:id/decision",
    {
      schema: {
        params: z.object({ id: z.string().max(40) }),
        body: z.object({
          decision: z.enum(["approve", "reject"]),
          reason: z.string().trim().max(500).nullable().optional(),
          studentCard: z.enum(["approve", "reject"]).nullable().optional(),
        }),
      },
    },
    async (req) => {
      const reviewer = await requireRole(req, "admin", "staff");
      await decideVerification({ db, reviewer, id: req.params.id, ...req.body });
      return { ok: true };
    },
  );
}
