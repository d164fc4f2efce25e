import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatRM } from "../../../shared/money";
import { StatusBadge } from "../../components/bookings/status-badge";
import { TransitionActions } from "../../components/bookings/transition-actions";
import type { BookingView } from "../../components/bookings/types";
import { Alert, Spinner } from "../../components/ui/feedback";
import { Card } from "../../components/ui/page";
import { api, errorMessage } from "../../lib/api";

export const useOwnerBookings = () =>
  useQuery({
    queryKey: ["bookings", "owner"],
    queryFn: () => api<{ items: BookingView[] }>("/api/owners/me/bookings"),
  });

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
            <li
              key={b.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3"
            >
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
