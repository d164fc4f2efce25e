import { asc } from "drizzle-orm";
import { auditLog } from "../db/schema";
import { scamMatches, scamReportEvidence, scamReportKeys, scamReports } from "../db/schema/scam-reports";
import { type Caller, type InjectResponse, multipart, type UploadFile } from "./request";
import type { TestApp } from "./test-app";
import { listFiles, pngImage } from "./uploads";

/** Calls and snapshots the scam-report tests share. */

export const REPORT_FIELDS = {
  name: "Ali Scammer",
  phone: "012-345 6789",
  email: "Ali.Scam@Example.com",
  icLast4: "5678",
  description: "Took the camera and never came back.",
};

export const evidencePng = async (colour = "#c0392b"): Promise<UploadFile> => ({
  field: "evidence",
  filename: "chat.png",
  type: "image/png",
  data: await pngImage(colour),
});

/** POST /api/scam-reports as `as`, with one evidence image unless `files` is given. */
export async function postReport(
  ctx: TestApp,
  as: Caller,
  fields: Record<string, string> = REPORT_FIELDS,
  files?: UploadFile[],
): Promise<InjectResponse> {
  return ctx.request.post("/api/scam-reports", multipart(fields, files ?? [await evidencePng()]), { as });
}

/** A report's id (fails unless 201). */
export async function reportId(ctx: TestApp, as: Caller, fields: Record<string, string> = REPORT_FIELDS) {
  const res = await postReport(ctx, as, fields);
  if (res.statusCode !== 201) throw new Error(`report: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

export const decide = (ctx: TestApp, id: string, as: Caller, body: object) =>
  ctx.request.post(`/api/scam-reports/${id}/decision`, body, { as });

/** Decide a report and fail unless 200. */
export async function mustDecide(ctx: TestApp, id: string, as: Caller, decision: "confirm" | "dismiss") {
  const res = await decide(ctx, id, as, { decision, reason: `Evidence ${decision}ed by review.` });
  if (res.statusCode !== 200) throw new Error(`decide: ${res.statusCode} ${res.body}`);
  return res;
}

/** Every scam row, every audit entry and stored file, in a fixed order: what a refused call must leave as it was. */
export async function scamRows(ctx: TestApp) {
  return {
    reports: await ctx.db.select().from(scamReports).orderBy(asc(scamReports.id)),
    evidence: await ctx.db.select().from(scamReportEvidence).orderBy(asc(scamReportEvidence.id)),
    keys: await ctx.db.select().from(scamReportKeys).orderBy(asc(scamReportKeys.id)),
    matches: await ctx.db.select().from(scamMatches).orderBy(asc(scamMatches.id)),
    audit: await ctx.db.select().from(auditLog).orderBy(asc(auditLog.id)),
    files: await listFiles(ctx.uploadsDir),
  };
}
