import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { MAX_DAYS_AHEAD, MAX_RENTAL_DAYS } from "../../../shared/booking-lifecycle";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { gearQueries } from "../../api/gear";
import { Spinner } from "../../components/ui/feedback";
import { Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { freeUnitsOf } from "../../lib/free-units";
import { BookingRequestForm } from "./booking-request-form";
import { TextLink } from "../../components/ui/text-link";

/** /booking?gearId=…: pick dates, see the live quote (the shared price function), send the request. */
export function RequestBooking({ gearId, gearName }: { gearId: string; gearName: string | null }) {
  const { t } = useTranslation("bookings");
  const today = todayInMalaysia();
  // The calendar reaches as far as the last day a booking may end.
  const last = addDays(today, MAX_DAYS_AHEAD + MAX_RENTAL_DAYS);
  const gear = useQuery(gearQueries.detail(gearId));
  const availability = useQuery(gearQueries.availability(gearId, today, last));
  return (
    <Page
      title={gear.data ? t("request.title", { gearName: gear.data.name }) : (gearName ?? t("request.titleUnknown"))}
    >
      <QueryState query={gear}>
        {(item) =>
          // Without the taken days the calendar would offer them; a failed read offers every day and the server decides.
          availability.isPending ? (
            <Spinner />
          ) : (
            <>
              <p className="mb-4 text-sm">
                <TextLink to={`/gear/${gearId}`}>{t("request.back")}</TextLink>
              </p>
              <BookingRequestForm
                gear={item}
                min={today}
                max={last}
                free={freeUnitsOf(
                  availability.data ?? { unitCount: item.unitCount, turnaroundDays: item.turnaroundDays, free: [] },
                )}
              />
            </>
          )
        }
      </QueryState>
    </Page>
  );
}
