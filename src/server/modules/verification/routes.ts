import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { badInputFrom } from "../../lib/errors";
import { moduleRoutes } from "../../plugins/routes";
import { readMultipart, sendPrivateFile } from "../../plugins/uploads";
import { OkResponse } from "../../../shared/contracts";
import {
  DOCUMENT_CONTENT_TYPE,
  DOCUMENT_KINDS,
  MyVerification,
  ReviewedVerification,
  SubmittedVerificationResponse,
  VerificationDecisionRequest,
  VerificationDocumentParams,
  VerificationIdParams,
  VerificationQueue,
  VerificationSubmission,
} from "../../../shared/verification-contracts";
import { assertMaySubmit, REVIEWER_ROLES } from "./policy";
import {
  decideVerification,
  getMyVerification,
  getRequest,
  getReviewQueue,
  documentKey,
  submitVerification,
} from "./service";
import { VerificationForm } from "../../../shared/upload-forms";
import { isOneOf } from "../../../shared/words";

/** The multipart form's text fields against the contract, with the same 400 shape as a JSON body's. */
function parseSubmission(fields: Record<string, string>): VerificationSubmission {
  const parsed = VerificationSubmission.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw badInputFrom(parsed.error);
}

const isDocumentKind = (field: string) => isOneOf(DOCUMENT_KINDS, field);

/** Identity verification: submission by renters, review by staff and admins, private documents. */
export async function verificationRoutes(app: FastifyInstance) {
  const { db, storage, signedIn, forRoles } = moduleRoutes(app);
  const reviewers = forRoles(...REVIEWER_ROLES);

  signedIn.post(
    "/api/verification",
    {
      config: { multipart: VerificationForm },
      schema: {
        summary: "Submit my identity documents for verification",
        response: { 201: SubmittedVerificationResponse },
      },
    },
    async (req, actor, reply) => {
      assertMaySubmit(actor);
      const { files, fields } = await readMultipart(req);
      const input = parseSubmission(fields);
      const byKind = Object.fromEntries(files.filter((f) => isDocumentKind(f.field)).map((f) => [f.field, f.data]));
      const id = await submitVerification({ db, storage, actor, input, files: byKind });
      return reply.status(201).send({ id, status: "pending" as const });
    },
  );

  signedIn.get(
    "/api/verification/me",
    { schema: { summary: "Read my verification status", response: { 200: MyVerification } } },
    (_req, actor) => getMyVerification(db, actor),
  );

  reviewers.get(
    "/api/verification/queue",
    { schema: { summary: "List verification requests to review", response: { 200: VerificationQueue } } },
    () => getReviewQueue(db),
  );

  reviewers.get(
    "/api/verification/:id",
    {
      schema: {
        summary: "Read a verification request",
        params: VerificationIdParams,
        response: { 200: ReviewedVerification },
      },
    },
    (req) => getRequest(db, req.params.id),
  );

  signedIn.get(
    "/api/verification/:id/documents/:kind",
    {
      schema: {
        summary: "Download a verification document image",
        params: VerificationDocumentParams,
        response: {
          200: {
            description: "The image, re-encoded as WebP without metadata.",
            // z.any: the body is a stream, never serialised; the meta documents it as bytes.
            content: { [DOCUMENT_CONTENT_TYPE]: { schema: z.any().meta({ type: "string", format: "binary" }) } },
          },
        },
      },
    },
    async (req, actor, reply) => {
      return sendPrivateFile(reply, storage, await documentKey(db, actor, req.params.id, req.params.kind));
    },
  );

  reviewers.post(
    "/api/verification/:id/decision",
    {
      schema: {
        summary: "Approve or reject a verification request",
        params: VerificationIdParams,
        body: VerificationDecisionRequest,
        response: { 200: OkResponse },
      },
    },
    async (req, reviewer) => {
      await decideVerification({ db, reviewer, id: req.params.id, ...req.body });
      return { ok: true as const };
    },
  );
}
