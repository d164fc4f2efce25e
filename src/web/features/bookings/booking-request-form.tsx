import type { CalendarDate } from "@internationalized/date";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { RangeValue } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { CreateBookingRequest } from "../../../shared/booking-contracts";
import { bookingWindowIssue } from "../../../shared/booking-lifecycle";
import { msg } from "../../../shared/i18n/message";
import type { GearDetail } from "../../../shared/catalogue";
import { rentalDays } from "../../../shared/dates";
import { formatRM } from "../../../shared/money";
import { quotePrice } from "../../../shared/pricing";
import { useRequestBooking } from "../../api/bookings";
import { gearKeys } from "../../api/gear";
import { settingsQueries } from "../../api/settings";
import { ProfileCompletionModal } from "../../components/profile-completion-modal";
import { BookingPrice } from "../../components/bookings/booking-price";
import { quantityText } from "../../components/bookings/booking-quantity";
import { PriceTable } from "../../components/price-table";
import { useVoucherCheck, VoucherCodeField } from "../../components/vouchers/voucher-code-field";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Card } from "../../components/ui/page";
import { ApiError } from "../../lib/api";
import { applyServerErrors, fieldError, useZodForm } from "../../lib/forms";
import { translate } from "../../lib/i18n";
import { useSession } from "../../lib/session";
import type { FreeUnits } from "../../lib/free-units";
import { DateRangeCalendar } from "./date-range-calendar";
import { UnitsField } from "./units-field";
import { Form } from "../../components/ui/form";

/** An empty optional input is "not given" (null), as the contract has it. */
const blankAsNull = (v: string | null) => v || null;

/**
 * The request: dates on the calendar, optional times and a note, checked with
 * the server's own contract. A clash (409) clears the dates and reloads the
 * taken days; a profile the server finds incomplete opens the completion popup.
 */
export function BookingRequestForm({
  gear,
  min,
  max,
  free,
}: {
  gear: GearDetail;
  min: string;
  max: string;
  /** Units free per day (issue 32); a day with fewer free than the units asked for cannot be picked. */
  free: FreeUnits;
}) {
  const { t } = useTranslation("bookings");
  const gearKind = gear.kind === "kit" ? "kit" : "listing";
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { data: session } = useSession();
  const settings = useQuery(settingsQueries.fees());
  const request = useRequestBooking();
  const form = useZodForm(CreateBookingRequest, {
    defaultValues: { gearId: gear.id, startDate: "", endDate: "", pickupTime: null, returnTime: null, note: null },
  });
  const [range, setRange] = useState<RangeValue<CalendarDate> | null>(null);
  // One key per attempt: a network retry of the same submit returns the same booking.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  // A server's message (already in the language shown) or a msg() of this form's own.
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[] | null>(null);
  const [units, setUnits] = useState(1);
  const isTaken = (date: string) => free.on(date) < units;
  const [voucherCode, setVoucherCode] = useState<string | null>(null);
  const rental = range ? { gearId: gear.id, startDate: range.start.toString(), endDate: range.end.toString() } : null;
  const voucherCheck = useVoucherCheck(voucherCode, rental);

  function pickDates(v: RangeValue<CalendarDate> | null) {
    setRange(v);
    // Fewer units may be free over the new dates (and their turnaround) than were asked for.
    if (v) setUnits((k) => Math.max(1, Math.min(k, free.forRange(v.start.toString(), v.end.toString()))));
    form.setValue("startDate", v?.start.toString() ?? "");
    form.setValue("endDate", v?.end.toString() ?? "");
  }

  const days = range ? rentalDays(range.start.toString(), range.end.toString()) : 0;
  // The server's own window rule on the chosen dates (the calendar reaches to the last day a
  // rental may end, so it also offers a start too far ahead or a rental too long): said at once.
  const windowIssue = range ? bookingWindowIssue(range.start.toString(), range.end.toString(), min) : null;
  // The server's own rule (it charges with the same), carried by the session.
  const isStudent = session?.abilities.studentRate ?? false;
  // The calendar's day prices and the quote below come from the same function the server charges with.
  const rateFor = (n: number) => quotePrice({ gear, days: n, isStudent }).rate;
  const quote =
    days > 0
      ? quotePrice({
          gear,
          days,
          isStudent,
          units,
          voucher: voucherCheck.data?.voucher ?? null,
          serviceFeeBasisPoints: settings.data?.serviceFeeBasisPoints,
          sstBasisPoints: settings.data?.sstBasisPoints,
        })
      : null;

  const send = form.handleSubmit(async (body) => {
    setError(null);
    try {
      // A one-unit listing's request is sent as before, without `units`.
      const withUnits = free.unitCount > 1 ? { ...body, units } : body;
      const { booking } = await request.mutateAsync({ body: { ...withUnits, voucherCode }, idempotencyKey });
      navigate(`/booking?booking=${booking.id}`, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === "PROFILE_INCOMPLETE") {
        setMissing(err.details.missingFields ?? session?.profile.missingFields ?? []);
      } else if (err instanceof ApiError && err.status === 409) {
        setError(err.message);
        pickDates(null);
        setIdempotencyKey(crypto.randomUUID());
        await qc.invalidateQueries({ queryKey: gearKeys.availabilityOf(gear.id) });
      } else {
        setError(applyServerErrors(form, err));
      }
    }
  });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    if (!range || windowIssue) {
      e.preventDefault();
      setError(windowIssue ? windowIssue.message : msg("bookings", "request.chooseDates"));
      return;
    }
    void send(e);
  }

  return (
    <>
      <Form
        selfChecked
        onSubmit={onSubmit}
        className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      >
        <Card title={t("request.dates")}>
          <DateRangeCalendar
            value={range}
            onChange={pickDates}
            min={min}
            max={max}
            isTaken={isTaken}
            rateFor={rateFor}
            free={free.unitCount > 1 ? free : null}
          />
          {windowIssue && (
            <div className="mt-3">
              <Alert tone="error">{translate(windowIssue.message)}</Alert>
            </div>
          )}
          {quote && (
            <p className="mt-3 text-sm font-medium">
              {units > 1
                ? t(gearKind === "kit" ? "request.rangeTotalKits" : "request.rangeTotalUnits", {
                    units: quantityText(t, gearKind, units),
                    count: days,
                    rate: formatRM(quote.rate),
                    total: formatRM(quote.total),
                  })
                : t("request.rangeTotal", { count: days, rate: formatRM(quote.rate), total: formatRM(quote.total) })}
            </p>
          )}
          {free.unitCount > 1 && (
            <div className="mt-4 max-w-xs">
              <UnitsField
                value={units}
                onChange={setUnits}
                free={free}
                range={range && { start: range.start.toString(), end: range.end.toString() }}
                isKit={gear.kind === "kit"}
              />
            </div>
          )}
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField
              label={t("request.pickupTime")}
              type="time"
              error={fieldError(form, "pickupTime")}
              {...form.register("pickupTime", { setValueAs: blankAsNull })}
            />
            <TextField
              label={t("request.returnTime")}
              type="time"
              error={fieldError(form, "returnTime")}
              {...form.register("returnTime", { setValueAs: blankAsNull })}
            />
          </div>
          <div className="mt-4">
            <TextField
              label={t("request.note")}
              error={fieldError(form, "note")}
              {...form.register("note", { setValueAs: blankAsNull })}
            />
          </div>
        </Card>
        <Card title={t("request.price")}>
          <PriceTable gear={gear} showStudent={isStudent} days={quote ? days : undefined} />
          {quote ? (
            <div aria-live="polite">
              <BookingPrice booking={{ days, units, price: quote, depositReturned: false, gear: { kind: gearKind } }} />
            </div>
          ) : (
            <p className="text-sm text-slate-600">{t("request.pickDates")}</p>
          )}
          <VoucherCodeField
            applied={voucherCode}
            onApply={setVoucherCode}
            check={voucherCheck}
            discount={quote?.discount ?? 0}
            ready={!!range}
          />
          {error && (
            <div className="mt-3">
              <Alert tone="error">{translate(error)}</Alert>
            </div>
          )}
          <Button type="submit" disabled={request.isPending || !quote} className="mt-4 w-full">
            {request.isPending ? t("request.sending") : t("request.send")}
          </Button>
          <p className="mt-2 text-xs text-slate-600">{t("request.deadline")}</p>
        </Card>
      </Form>
      <ProfileCompletionModal missing={missing} onClose={() => setMissing(null)} />
    </>
  );
}
