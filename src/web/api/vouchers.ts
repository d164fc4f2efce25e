import type {
  RenterVoucherList,
  VoucherChange,
  VoucherCheckQuery,
  VoucherCheckResponse,
  VoucherInput,
  VoucherList,
  VoucherView,
} from "../../shared/voucher-contracts";
import { api } from "../lib/api";
import { jsonQuery } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";

/** /api/vouchers: the issuer's list (owner or admin) and the renter's list under one root. */
export const voucherKeys = {
  all: ["vouchers"] as const,
  issued: () => [...voucherKeys.all, "issued"] as const,
  renter: () => [...voucherKeys.all, "renter"] as const,
};

export const voucherQueries = {
  issued: () => jsonQuery<VoucherList>(voucherKeys.issued(), "/api/vouchers/issued"),
  renter: () => jsonQuery<RenterVoucherList>(voucherKeys.renter(), "/api/vouchers"),
};

/** GET /api/vouchers/check: a code against a rental (the booking form's live quote); a refusal is a 400 on `voucherCode`. */
export const checkVoucherCode = (q: VoucherCheckQuery) =>
  api<VoucherCheckResponse>(`/api/vouchers/check?${new URLSearchParams(q).toString()}`);

/** POST /api/vouchers. */
export const useCreateVoucher = () =>
  useRefreshingMutation((input: VoucherInput) => api<VoucherView>("/api/vouchers", { body: input }), {
    stale: [voucherKeys.all],
  });

/** PATCH /api/vouchers/:id (an edit, or `{ paused }`). */
export const useChangeVoucher = () =>
  useRefreshingMutation(
    ({ id, change }: { id: string; change: VoucherChange }) =>
      api<VoucherView>(`/api/vouchers/${id}`, { method: "PATCH", body: change }),
    { stale: [voucherKeys.all] },
  );

/** POST /api/vouchers/:id/claim. */
export const useClaimVoucher = () =>
  useRefreshingMutation((id: string) => api<{ ok: true }>(`/api/vouchers/${id}/claim`, { method: "POST" }), {
    stale: [voucherKeys.all],
  });
