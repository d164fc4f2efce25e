import { useQuery } from "@tanstack/react-query";
import { bookingQueries } from "../../api/bookings";
import { BookingTable } from "../../components/bookings/booking-table";
import { Card } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";

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
