import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { BookingStatus } from "../../../shared/booking-lifecycle";
import { bookingQueries } from "../../api/bookings";
import { BookingTable } from "../../components/bookings/booking-table";
import { QueryState } from "../../components/ui/query-state";

const GROUPS: { title: string; statuses: readonly BookingStatus[] }[] = [
  { title: "Waiting for the owner", statuses: ["pending"] },
  { title: "To pay", statuses: ["approved"] },
  { title: "Upcoming and ongoing", statuses: ["confirmed", "active"] },
  { title: "Past", statuses: ["completed", "cancelled"] },
];

const bookingLink = (id: string) => `/booking?booking=${id}`;

/** The renter's bookings grouped by status, each with its actions. */
export function MyBookings() {
  const q = useQuery(bookingQueries.mine());
  const none = (
    <p className="text-slate-700">
      You have no bookings yet.{" "}
      <Link to="/learnmore" className="text-sky-800 underline">
        Find gear to rent
      </Link>
      .
    </p>
  );
  return (
    <QueryState query={q} empty={none}>
      {({ items }) => (
        <div className="flex flex-col gap-8">
          {GROUPS.map((g) => {
            const inGroup = items.filter((b) => g.statuses.includes(b.status));
            if (inGroup.length === 0) return null;
            return (
              <section key={g.title} aria-labelledby={`group-${g.statuses[0]}`}>
                <h2 id={`group-${g.statuses[0]}`} className="mb-3 text-lg font-semibold">
                  {g.title}
                </h2>
                <BookingTable items={inGroup} linkTo={bookingLink} columns={{ actions: true }} />
              </section>
            );
          })}
        </div>
      )}
    </QueryState>
  );
}
