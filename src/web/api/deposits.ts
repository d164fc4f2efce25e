import type {
  DepositAnswerRequest,
  DepositClaimRequest,
  DepositDecisionRequest,
  DepositDisputeResponse,
  DepositListResponse,
  DepositView,
} from "../../shared/deposit-contracts";
import { api } from "../lib/api";
import { bookingKeys } from "./bookings";
import { jsonQuery } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";
import { resourcePath } from "./resource-path";

const depositPath = (id: string, rest = "") => resourcePath("/api/bookings")(id, `/deposit${rest}`);

/**
 * Every deposit read hangs under the bookings root: each deposit step publishes
 * a live "booking" event, which refreshes the booking's deposit, the owner's
 * list and the disputes queue together.
 */
export const depositKeys = {
  detail: (id: string) => [...bookingKeys.detail(id), "deposit"] as const,
  lists: () => [...bookingKeys.all, "deposits"] as const,
  /** GET /api/owners/me/deposits */
  toSettle: () => [...depositKeys.lists(), "owner"] as const,
  /** GET /api/deposit-disputes */
  disputes: () => [...depositKeys.lists(), "disputes"] as const,
  /** GET /api/deposit-disputes/:id */
  dispute: (id: string) => [...depositKeys.lists(), "dispute", id] as const,
};

export const depositQueries = {
  detail: (id: string) => jsonQuery<DepositView>(depositKeys.detail(id), depositPath(id)),
  toSettle: () => jsonQuery<DepositListResponse>(depositKeys.toSettle(), "/api/owners/me/deposits"),
  disputes: () => jsonQuery<DepositListResponse>(depositKeys.disputes(), "/api/deposit-disputes"),
  dispute: (id: string) =>
    jsonQuery<DepositDisputeResponse>(depositKeys.dispute(id), resourcePath("/api/deposit-disputes")(id)),
};

/** Every step answers the deposit as it now is: cached at once, and the lists refetched. */
const useDepositStep = <V>(id: string, path: string) =>
  useRefreshingMutation((body: V) => api<DepositView>(depositPath(id, path), { body: body ?? {} }), {
    stale: [depositKeys.lists(), bookingKeys.detail(id)],
    cache: (qc, answer) => qc.setQueryData(depositKeys.detail(id), answer),
  });

export const useReturnDeposit = (id: string) => useDepositStep<void>(id, "/return");
export const useClaimDeposit = (id: string) => useDepositStep<DepositClaimRequest>(id, "/claim");
export const useAnswerClaim = (id: string) => useDepositStep<DepositAnswerRequest>(id, "/answer");
export const useDecideDispute = (id: string) => useDepositStep<DepositDecisionRequest>(id, "/decision");
/** Multipart: `refundedOn`, `reference` and an optional `receipt` image. */
export const useRecordRefund = (id: string) => useDepositStep<FormData>(id, "/refund");
