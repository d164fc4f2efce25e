import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { bookingQueries } from "../../api/bookings";
import { BookingTable } from "../../components/bookings/booking-table";
import { Alert, Spinner } from "../../components/ui/feedback";
import { Card } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { api, errorMessage } from "../../lib/api";

/** Seed section 7: bookings pending, approved or confirmed, newest first, 50 — refreshed live. */
export function LiveBookings() {
  const q = useQuery(bookingQueries.admin());
  return (
    <Card title="Live bookings">
      <QueryState query={q} empty={<p className="text-sm text-slate-600">No open bookings.</p>}>
        {({ items }) => (
          <BookingTable items={items} linkTo={(id) => `/booking?booking=${id}`} columns={{ renter: true }} />
        )}
      </QueryState>
    </Card>
  );
}

/** Seed section 9: verification lists hold 20 (the server sends no more). */
const PENDING_LIST_LIMIT = 20;

/**
 * Seed section 7: pending verifications (20), linking to the review page. Under
 * the "verification" key, so every verification event refetches it (lib/live.ts).
 */
export function PendingVerifications() {
  const q = useQuery({
    queryKey: ["verification", "queue"],
    queryFn: () => api<{ items: { id: string; fullName: string; submittedAt: string }[] }>("/api/verification/queue"),
  });
  return (
    <Card title="Pending verifications">
      {q.isPending ? (
        <Spinner />
      ) : q.isError ? (
        <Alert tone="error">{errorMessage(q.error)}</Alert>
      ) : q.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">No verification requests are waiting.</p>
      ) : (
        <ul aria-label="Verification requests waiting" className="divide-y divide-slate-100 text-sm">
          {q.data.items.slice(0, PENDING_LIST_LIMIT).map((v) => (
            <li key={v.id} className="flex justify-between py-2">
              <Link to="/admin/enhanced-verification" className="hover:underline">
                {v.fullName}
              </Link>
              <span className="text-slate-600">{new Date(v.submittedAt).toLocaleString("en-MY")}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
