import { useQuery } from "@tanstack/react-query";
import { bookingQueries } from "../../api/bookings";
import { BookingTable } from "../../components/bookings/booking-table";
import { Card } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";

/** Seed section 7: requests and bookings (pending to active, newest first, 50), kept live, with their actions. */
export function OwnerBookings() {
  const q = useQuery(bookingQueries.owner());
  return (
    <Card title="Booking requests and bookings">
      <QueryState query={q} empty={<p className="text-sm text-slate-600">No open requests or bookings.</p>}>
        {({ items }) => (
          <BookingTable
            items={items}
            linkTo={(id) => `/owners/dashboard?booking=${id}`}
            columns={{ renter: true, actions: true }}
          />
        )}
      </QueryState>
    </Card>
  );
}
