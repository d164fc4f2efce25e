import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { formatRM } from "../../../shared/money";
import { StatusBadge } from "../../components/bookings/status-badge";
import { TransitionActions } from "../../components/bookings/transition-actions";
import type { BookingView } from "../../components/bookings/types";
import { Alert, Spinner } from "../../components/ui/feedback";
import { Card } from "../../components/ui/page";
import { api, errorMessage } from "../../lib/api";

export const useOwnerBookings = () =>
  useQuery({ queryKey: ["bookings", "owner"], queryFn: () => api<{ items: BookingView[] }>("/api/owners/me/bookings") });

/** Seed section 7: requests and bookings (pending to active, newest first, 50), kept live, with their actions. */
export function OwnerBookings() {
  const q = useOwnerBookings();
  return (
    <Card title="Booking requests and bookings">
      {q.isPending ? (
        <Spinner />
      ) : q.isError ? (
        <Alert tone="error">{errorMessage(q.error)}</Alert>
      ) : q.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">No open requests or bookings.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {q.data.items.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3">
              <div>
                <Link to={`/owners/dashboard?booking=${b.id}`} className="font-semibold hover:underline">
                  {b.gear.name}
                </Link>
                <p className="text-sm text-slate-600">
                  {b.renter.name} · {b.startDate} to {b.endDate} · {formatRM(b.price.total)}
                </p>
                <StatusBadge status={b.status} />
              </div>
              <TransitionActions booking={b} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const DAYS = 28;

/** The next four weeks across all the owner's gear: which days are booked, in which state. */
export function OwnerCalendar() {
  const q = useOwnerBookings();
  if (!q.data || q.data.items.length === 0) return null;
  const today = todayInMalaysia();
  const days = Array.from({ length: DAYS }, (_, i) => addDays(today, i));
  const byGear = new Map<string, { name: string; bookings: BookingView[] }>();
  for (const b of q.data.items) {
    const entry = byGear.get(b.gear.id) ?? { name: b.gear.name, bookings: [] };
    entry.bookings.push(b);
    byGear.set(b.gear.id, entry);
  }
  const tone: Record<string, string> = { pending: "bg-amber-300", approved: "bg-sky-400", confirmed: "bg-emerald-500", active: "bg-indigo-500" };
  return (
    <Card title="Next four weeks">
      <div className="overflow-x-auto">
        <table className="text-xs">
          <caption className="sr-only">Bookings per gear item for the next four weeks</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-2 text-left">
                Gear
              </th>
              {days.map((d) => (
                <th key={d} scope="col" className="w-6 font-normal text-slate-600">
                  {Number(d.slice(8))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...byGear.entries()].map(([id, g]) => (
              <tr key={id}>
                <th scope="row" className="max-w-48 truncate pr-2 text-left font-medium">
                  {g.name}
                </th>
                {days.map((d) => {
                  const b = g.bookings.find((x) => x.startDate <= d && d <= x.endDate);
                  return (
                    <td key={d} className="p-0.5">
                      {b ? (
                        <Link to={`/owners/dashboard?booking=${b.id}`} title={`${b.renter.name}: ${b.status}`} aria-label={`${d}: ${b.renter.name}, ${b.status}`} className={`block h-5 w-5 rounded ${tone[b.status] ?? "bg-slate-300"}`} />
                      ) : (
                        <span className="block h-5 w-5 rounded bg-slate-100" />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600">Amber: requested · blue: approved · green: confirmed · indigo: handed over.</p>
    </Card>
  );
}
