import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { bookingQueries } from "../../api/bookings";
import { BookingTable } from "../../components/bookings/booking-table";
import { Card } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";

/** Seed section 7: bookings pending, approved or confirmed, newest first, 50 — refreshed live. */
export function LiveBookings() {
  const { t } = useTranslation("admin");
  const q = useQuery(bookingQueries.admin());
  return (
    <Card title={t("liveBookings.title")}>
      <QueryState query={q} emptyText={t("liveBookings.empty")}>
        {({ items }) => (
          <BookingTable items={items} linkTo={(id) => `/booking?booking=${id}`} columns={{ renter: true }} />
        )}
      </QueryState>
    </Card>
  );
}
