import type { FastifyInstance } from "fastify";
import { badInputFrom } from "../../lib/errors";
import { moduleRoutes } from "../../plugins/routes";
import { readMultipart, sendPrivateFile } from "../../plugins/uploads";
import { BookingIdParams, FileResponse } from "../../../shared/booking-contracts";
import { OkResponse } from "../../../shared/contracts";
import {
  ClearScamMatchRequest,
  FlaggedBookings,
  ScamDecisionRequest,
  ScamEvidenceParams,
  ScamEvidenceQuery,
  ScamMatchList,
  ScamReportIdParams,
  ScamReportList,
  ScamReportQuery,
  ScamReportRequest,
  ScamReportView,
  ScamWarning,
} from "../../../shared/scam-report-contracts";
import { bookingFor } from "../bookings/booking-guard";
import { evidenceKey } from "./evidence";
import { clearMatches, getFlaggedBookings, getMatches, getWarning } from "./matches";
import { CLEARER_ROLES, REVIEWER_ROLES } from "./policy";
import { createReport, decideReport, listMyReports, listReportsForReview } from "./service";
import { ScamReportForm } from "../../../shared/upload-forms";

/** The multipart form's text fields against the contract, with the same 400 shape as a JSON body's. */
function parseReport(fields: Record<string, string>) {
  const parsed = ScamReportRequest.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw badInputFrom(parsed.error);
}

const evidenceFile = {
  200: {
    description: "An evidence image, re-encoded as WebP without metadata.",
    content: { "image/webp": { schema: FileResponse } },
  },
};

/**
 * Scam reports (issue 13 item 1): owners report and follow their reports;
 * admins and staff review and decide; admins clear matched accounts; a
 * booking's owner asks whether its renter matched.
 */
export async function scamReportRoutes(app: FastifyInstance) {
  const { db, storage, signedIn, forRoles, guarded } = moduleRoutes(app);
  const owners = forRoles("owner");
  const reviewers = forRoles(...REVIEWER_ROLES);

  owners.post(
    "/api/scam-reports",
    {
      config: { multipart: ScamReportForm },
      schema: { summary: "Report a scam with evidence", response: { 201: ScamReportView } },
    },
    async (req, actor, reply) => {
      const { files, fields } = await readMultipart(req);
      const input = parseReport(fields);
      const evidence = files.filter((f) => f.field === "evidence");
      const report = await createReport({ db, storage, actor, input, files: evidence });
      return reply.status(201).send(report);
    },
  );

  owners.get(
    "/api/scam-reports/mine",
    { schema: { summary: "List my scam reports", response: { 200: ScamReportList } } },
    (_req, actor) => listMyReports(db, actor),
  );

  reviewers.get(
    "/api/scam-reports",
    {
      schema: {
        summary: "List scam reports to review",
        querystring: ScamReportQuery,
        response: { 200: ScamReportList },
      },
    },
    (req) => listReportsForReview(db, req.query.status),
  );

  reviewers.post(
    "/api/scam-reports/:id/decision",
    {
      schema: {
        summary: "Confirm or reject a scam report",
        params: ScamReportIdParams,
        body: ScamDecisionRequest,
        response: { 200: ScamReportView },
      },
    },
    (req, reviewer) => decideReport({ db, reviewer, id: req.params.id, input: req.body }),
  );

  signedIn.get(
    "/api/scam-reports/:id/evidence/:evidenceId",
    {
      schema: {
        summary: "Download a scam report's evidence image",
        params: ScamEvidenceParams,
        querystring: ScamEvidenceQuery,
        response: evidenceFile,
      },
    },
    async (req, actor, reply) => {
      const key = await evidenceKey(db, actor, req.params.id, req.params.evidenceId, req.query.size);
      return sendPrivateFile(reply, storage, key);
    },
  );

  reviewers.get(
    "/api/scam-matches",
    { schema: { summary: "List accounts matching confirmed scam reports", response: { 200: ScamMatchList } } },
    (_req, actor) => getMatches(db, actor),
  );

  forRoles(...CLEARER_ROLES).post(
    "/api/scam-matches/clear",
    {
      schema: { summary: "Clear an account's scam match", body: ClearScamMatchRequest, response: { 200: OkResponse } },
    },
    async (req, admin) => {
      await clearMatches(db, admin, req.body);
      return { ok: true as const };
    },
  );

  owners.get(
    "/api/scam-warnings",
    { schema: { summary: "List my bookings with a scam warning", response: { 200: FlaggedBookings } } },
    (_req, actor) => getFlaggedBookings(db, actor),
  );

  guarded(bookingFor(db, "read")).get(
    "/api/bookings/:id/scam-warning",
    { schema: { summary: "Read a booking's scam warning", params: BookingIdParams, response: { 200: ScamWarning } } },
    (_req, { actor, booking }) => getWarning(db, actor, booking),
  );
}
