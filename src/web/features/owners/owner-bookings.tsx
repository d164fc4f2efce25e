import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { bookingQueries } from "../../api/bookings";
import { BookingTable } from "../../components/bookings/booking-table";
import { Card } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";

/** Seed section 7: requests and bookings (pending to active, newest first, 50), kept live, with their actions. */
export function OwnerBookings() {
  const q = useQuery(bookingQueries.owner());
  const { t } = useTranslation("gear");
  return (
    <Card title={t("dashboard.bookingsTitle")}>
      <QueryState query={q} emptyText={t("dashboard.noBookings")}>
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
