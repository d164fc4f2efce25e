import type { CalendarDate } from "@internationalized/date";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import type { RangeValue } from "react-aria-components";
import { Link, useNavigate } from "react-router";
import { MAX_DAYS_AHEAD, MAX_RENTAL_DAYS } from "../../../shared/booking-lifecycle";
import type { GearDetail } from "../../../shared/catalogue";
import { addDays, rentalDays, todayInMalaysia } from "../../../shared/dates";
import { formatRM } from "../../../shared/money";
import { quotePrice } from "../../../shared/pricing";
import { ProfileCompletionModal } from "../../components/book-now";
import { Button } from "../../components/ui/button";
import { Alert, Spinner } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Card, Page } from "../../components/ui/page";
import { api, ApiError, errorMessage } from "../../lib/api";
import { useSession } from "../../lib/session";
import { DateRangeCalendar } from "./date-range-calendar";

interface Availability {
  unavailable: string[];
}

/** /booking?gearId=…: pick dates, see the live quote (the shared price function), send the request. */
export function RequestBooking({ gearId, gearName }: { gearId: string; gearName: string | null }) {
  const today = todayInMalaysia();
  const last = addDays(today, MAX_DAYS_AHEAD + MAX_RENTAL_DAYS);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { data: session } = useSession();
  const gear = useQuery({ queryKey: ["gear", gearId], queryFn: () => api<GearDetail>(`/api/gear/${gearId}`) });
  const availability = useQuery({
    queryKey: ["availability", gearId],
    queryFn: () => api<Availability>(`/api/gear/${gearId}/availability?from=${today}&to=${last}`),
  });
  const settings = useQuery({
    queryKey: ["settings"],
    queryFn: () => api<{ serviceFeeBasisPoints: number; sstBasisPoints: number }>("/api/settings/public"),
  });
  const [range, setRange] = useState<RangeValue<CalendarDate> | null>(null);
  // One key per attempt: a network retry of the same submit returns the same booking.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const unavailable = useMemo(() => new Set(availability.data?.unavailable ?? []), [availability.data]);

  const start = range?.start.toString();
  const end = range?.end.toString();
  const days = start && end ? rentalDays(start, end) : 0;
  const isStudent =
    session?.profile.verificationStatus === "verified" && session.profile.studentCardStatus === "approved";
  const quote =
    gear.data && days > 0
      ? quotePrice({
          gear: gear.data,
          days,
          isStudent,
          serviceFeeBasisPoints: settings.data?.serviceFeeBasisPoints,
          sstBasisPoints: settings.data?.sstBasisPoints,
        })
      : null;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!start || !end) {
      setError("Choose the pickup and return dates on the calendar.");
      return;
    }
    const f = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const body = await api<{ booking: { id: string } }>("/api/bookings", {
        headers: { "idempotency-key": idempotencyKey },
        body: {
          gearId,
          startDate: start,
          endDate: end,
          pickupTime: f.get("pickupTime") || null,
          returnTime: f.get("returnTime") || null,
          note: f.get("note") || null,
        },
      });
      await qc.invalidateQueries({ queryKey: ["bookings"] });
      navigate(`/booking?booking=${body.booking.id}`, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === "PROFILE_INCOMPLETE") {
        setMissing(err.details.missingFields ?? session?.profile.missingFields ?? []);
      } else if (err instanceof ApiError && err.status === 409) {
        setError(err.message);
        setRange(null);
        setIdempotencyKey(crypto.randomUUID());
        await qc.invalidateQueries({ queryKey: ["availability", gearId] });
      } else {
        setError(errorMessage(err));
      }
    } finally {
      setBusy(false);
    }
  }

  if (gear.isPending || availability.isPending) return <Spinner />;
  if (gear.isError)
    return (
      <Page title={gearName ?? "Book gear"}>
        <Alert tone="error">{errorMessage(gear.error)}</Alert>
      </Page>
    );

  return (
    <Page title={`Book ${gear.data.name}`}>
      <p className="mb-4 text-sm">
        <Link to={`/gear/${gearId}`} className="text-sky-800 underline">
          ← Back to the listing
        </Link>
      </p>
      <form onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card title="Dates">
          <DateRangeCalendar value={range} onChange={setRange} min={today} max={last} unavailable={unavailable} />
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField label="Pickup time" name="pickupTime" type="time" />
            <TextField label="Return time" name="returnTime" type="time" />
          </div>
          <div className="mt-4">
            <TextField label="Note to the owner (optional)" name="note" maxLength={1000} />
          </div>
        </Card>
        <Card title="Price">
          {quote ? (
            <dl className="flex flex-col gap-1 text-sm" aria-live="polite">
              <div className="flex justify-between">
                <dt>
                  {days} day{days === 1 ? "" : "s"} × {formatRM(quote.rate)}
                  {quote.rateSource === "student" ? " (student rate)" : ""}
                </dt>
                <dd>{formatRM(quote.subtotal)}</dd>
              </div>
              {quote.serviceFee > 0 && (
                <div className="flex justify-between">
                  <dt>Service fee</dt>
                  <dd>{formatRM(quote.serviceFee)}</dd>
                </div>
              )}
              {quote.sst > 0 && (
                <div className="flex justify-between">
                  <dt>SST</dt>
                  <dd>{formatRM(quote.sst)}</dd>
                </div>
              )}
              <div className="flex justify-between border-t border-slate-200 pt-1 font-semibold">
                <dt>Total</dt>
                <dd>{formatRM(quote.total)}</dd>
              </div>
              <div className="flex justify-between text-slate-600">
                <dt>Refundable deposit</dt>
                <dd>{formatRM(quote.deposit)}</dd>
              </div>
            </dl>
          ) : (
            <p className="text-sm text-slate-600">Pick your dates to see the price.</p>
          )}
          {error && (
            <div className="mt-3">
              <Alert tone="error">{error}</Alert>
            </div>
          )}
          <Button type="submit" disabled={busy || !quote} className="mt-4 w-full">
            {busy ? "Sending…" : "Send booking request"}
          </Button>
          <p className="mt-2 text-xs text-slate-600">The owner has 48 hours to answer. You pay once they approve.</p>
        </Card>
      </form>
      <ProfileCompletionModal
        missing={missing}
        onClose={() => setMissing(null)}
        onComplete={() => navigate("/profile")}
      />
    </Page>
  );
}
