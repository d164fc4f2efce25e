import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { RichText } from "../../components/ui/rich-text";
import type { BookingStatus } from "../../../shared/booking-lifecycle";
import { bookingQueries } from "../../api/bookings";
import { BookingTable } from "../../components/bookings/booking-table";
import { QueryState } from "../../components/ui/query-state";
import { TextLink } from "../../components/ui/text-link";

const GROUPS: { title: "waiting" | "toPay" | "upcoming" | "past"; statuses: readonly BookingStatus[] }[] = [
  { title: "waiting", statuses: ["pending"] },
  { title: "toPay", statuses: ["approved"] },
  { title: "upcoming", statuses: ["confirmed", "active"] },
  { title: "past", statuses: ["completed", "cancelled"] },
];

const bookingLink = (id: string) => `/booking?booking=${id}`;

/** The renter's bookings grouped by status, each with its actions. */
export function MyBookings() {
  const { t } = useTranslation("bookings");
  const q = useQuery(bookingQueries.mine());
  const none = (
    <p className="text-slate-700">
      <RichText t={t} i18nKey="mine.empty" components={{ find: <TextLink to="/learnmore" /> }} />
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
                  {t(`mine.${g.title}`)}
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
