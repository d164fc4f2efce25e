import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { StatusBadge } from "../../components/bookings/status-badge";
import { TransitionActions } from "../../components/bookings/transition-actions";
import type { BookingView } from "../../components/bookings/types";
import { Alert, Spinner } from "../../components/ui/feedback";
import { formatRM } from "../../../shared/money";
import { api, errorMessage } from "../../lib/api";

const GROUPS = [
  { title: "Waiting for the owner", statuses: ["pending"] },
  { title: "To pay", statuses: ["approved"] },
  { title: "Upcoming and ongoing", statuses: ["confirmed", "active"] },
  { title: "Past", statuses: ["completed", "cancelled"] },
] as const;

/** The renter's bookings grouped by status, each with its actions. */
export function MyBookings() {
  const q = useQuery({ queryKey: ["bookings", "mine"], queryFn: () => api<{ items: BookingView[] }>("/api/bookings") });
  if (q.isPending) return <Spinner />;
  if (q.isError) return <Alert tone="error">{errorMessage(q.error)}</Alert>;
  if (q.data.items.length === 0) {
    return (
      <p className="text-slate-700">
        You have no bookings yet.{" "}
        <Link to="/learnmore" className="text-sky-800 underline">
          Find gear to rent
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      {GROUPS.map((g) => {
        const items = q.data.items.filter((b) => (g.statuses as readonly string[]).includes(b.status));
        if (items.length === 0) return null;
        return (
          <section key={g.title} aria-labelledby={`group-${g.statuses[0]}`}>
            <h2 id={`group-${g.statuses[0]}`} className="mb-3 text-lg font-semibold">
              {g.title}
            </h2>
            <ul className="flex flex-col gap-3">
              {items.map((b) => (
                <li
                  key={b.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
                >
                  <div>
                    <Link to={`/booking?booking=${b.id}`} className="font-semibold hover:underline">
                      {b.gear.name}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {b.startDate} to {b.endDate} · {formatRM(b.price.total)}
                    </p>
                    <StatusBadge status={b.status} />
                  </div>
                  <TransitionActions booking={b} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
