import type { OkResponse } from "../../shared/contracts";
import type {
  ClearScamMatchRequest,
  FlaggedBookings,
  ScamDecisionRequest,
  ScamMatchList,
  ScamReportList,
  ScamReportStatus,
  ScamReportView,
  ScamWarning,
} from "../../shared/scam-report-contracts";
import { api } from "../lib/api";
import { jsonQuery } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";
import { resourcePath } from "./resource-path";

/** Every scam-report read under one root: a live "scam" event refreshes them all. */
export const scamKeys = {
  all: ["scam"] as const,
  /** GET /api/scam-reports/mine */
  mine: () => [...scamKeys.all, "mine"] as const,
  /** GET /api/scam-reports?status= */
  review: (status: ScamReportStatus) => [...scamKeys.all, "review", status] as const,
  /** GET /api/scam-matches */
  matches: () => [...scamKeys.all, "matches"] as const,
  /** GET /api/scam-warnings */
  flagged: () => [...scamKeys.all, "flagged"] as const,
  /** GET /api/bookings/:id/scam-warning */
  warning: (bookingId: string) => [...scamKeys.all, "warning", bookingId] as const,
};

const reportPath = resourcePath("/api/scam-reports");

export const scamQueries = {
  mine: () => jsonQuery<ScamReportList>(scamKeys.mine(), "/api/scam-reports/mine"),
  review: (status: ScamReportStatus) =>
    jsonQuery<ScamReportList>(scamKeys.review(status), `/api/scam-reports?status=${status}`),
  matches: () => jsonQuery<ScamMatchList>(scamKeys.matches(), "/api/scam-matches"),
  flagged: () => jsonQuery<FlaggedBookings>(scamKeys.flagged(), "/api/scam-warnings"),
  warning: (bookingId: string) =>
    jsonQuery<ScamWarning>(scamKeys.warning(bookingId), resourcePath("/api/bookings")(bookingId, "/scam-warning")),
};

/** POST /api/scam-reports (multipart: the form's text fields and `evidence` images). */
export const useSendScamReport = () =>
  useRefreshingMutation((form: FormData) => api<ScamReportView>("/api/scam-reports", { body: form }), {
    stale: [scamKeys.all],
  });

/** POST /api/scam-reports/:id/decision */
export const useDecideScamReport = (id: string) =>
  useRefreshingMutation((body: ScamDecisionRequest) => api<ScamReportView>(reportPath(id, "/decision"), { body }), {
    stale: [scamKeys.all],
  });

/** POST /api/scam-matches/clear */
export const useClearScamMatch = () =>
  useRefreshingMutation((body: ClearScamMatchRequest) => api<OkResponse>("/api/scam-matches/clear", { body }), {
    stale: [scamKeys.all],
  });
