import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatRM } from "../../../shared/money";
import type { VoucherCheckResponse } from "../../../shared/voucher-contracts";
import { checkVoucherCode, voucherKeys, voucherQueries } from "../../api/vouchers";
import { errorMessage } from "../../lib/api";
import { Button } from "../ui/button";
import { TextField } from "../ui/field";

type Rental = { gearId: string; startDate: string; endDate: string } | null;

/**
 * The server's answer for an applied code on this rental, checked again
 * whenever the dates change (a voucher may need more days or a higher spend).
 * Its `voucher` goes into the shared `quotePrice`, so the live quote shows the
 * discount the booking request will be charged with.
 */
export function useVoucherCheck(code: string | null, rental: Rental): UseQueryResult<VoucherCheckResponse> {
  return useQuery({
    queryKey: [...voucherKeys.all, "check", code, rental],
    queryFn: () => checkVoucherCode({ code: code!, ...rental! }),
    enabled: !!code && !!rental,
    retry: false,
    staleTime: 30_000,
  });
}

/**
 * The booking form's voucher code: type it, Apply, and the answer says what it
 * takes off (or why it cannot be used). `discount` is the quote's, in sen.
 */
export function VoucherCodeField({
  applied,
  onApply,
  check,
  discount,
  ready,
}: {
  applied: string | null;
  onApply: (code: string | null) => void;
  check: UseQueryResult<VoucherCheckResponse>;
  discount: number;
  /** Dates are chosen; before that a code cannot be checked. */
  ready: boolean;
}) {
  const { t } = useTranslation("vouchers");
  const [text, setText] = useState(applied ?? "");
  // The renter's claimed vouchers that are usable today, one press each to apply.
  const claimed = (useQuery(voucherQueries.renter()).data?.items ?? []).filter(
    (v) => v.claimed && v.state === "active",
  );
  const apply = (code: string | null) => {
    setText(code ?? "");
    onApply(code);
  };
  const status = !applied
    ? null
    : !ready
      ? t("booking.pickDatesFirst")
      : check.isFetching
        ? t("booking.checking")
        : check.isError
          ? errorMessage(check.error)
          : check.data
            ? t("booking.applied", { code: check.data.code, discount: formatRM(discount) })
            : null;
  return (
    <div className="mt-4 flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={t("booking.code")}
            value={text}
            autoComplete="off"
            onChange={(e) => {
              setText(e.target.value);
              // The field shows what is applied: clearing or changing it takes the code off, so an
              // invalid code cannot stay behind a field that looks empty (issue 30 item 4).
              if (applied && e.target.value.trim().toUpperCase() !== applied.toUpperCase()) onApply(null);
            }}
            onKeyDown={(e) => {
              // Enter applies the code rather than sending the whole booking request.
              if (e.key === "Enter") {
                e.preventDefault();
                apply(text.trim() || null);
              }
            }}
            error={applied && check.isError ? errorMessage(check.error) : undefined}
          />
        </div>
        <Button variant="secondary" onClick={() => apply(text.trim() || null)}>
          {t("booking.apply")}
        </Button>
      </div>
      {claimed.length > 0 && !applied && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>{t("booking.claimedHint")}</span>
          {claimed.map((v) => (
            <Button
              key={v.id}
              variant="ghost"
              className="font-mono"
              aria-label={t("booking.useClaimed", { code: v.code })}
              onClick={() => apply(v.code)}
            >
              {v.code}
            </Button>
          ))}
        </div>
      )}
      {applied && !check.isError && status && (
        <p className="text-sm text-emerald-800" aria-live="polite">
          {status}
        </p>
      )}
      {applied && (
        <Button variant="ghost" className="self-start" onClick={() => apply(null)}>
          {t("booking.remove")}
        </Button>
      )}
    </div>
  );
}
