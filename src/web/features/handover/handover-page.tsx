import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { BookingDetail } from "../../../shared/booking-contracts";
import { formatDay } from "../../../shared/i18n/format";
import { bookingQueries } from "../../api/bookings";
import { handoverQueries } from "../../api/handover";
import { Page } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { TextLink } from "../../components/ui/text-link";
import { HeldUnits } from "../../components/bookings/held-units";
import { currentLanguage } from "../../lib/i18n";
import { SheetSection } from "./sheet-section";

/** Where "Back to the booking" goes: the owner reads bookings on their dashboard, everyone else on /booking. */
const bookingLink = (b: BookingDetail) =>
  b.myPart === "owner" ? `/owners/dashboard?booking=${b.id}` : `/booking?booking=${b.id}`;

/**
 * /booking/:id/handover: both check sheets of a booking, for its owner (who
 * fills them in), its renter (who confirms them), admins and staff (who read
 * them). What each may do comes from the server's abilities.
 */
export function HandoverPage() {
  const { t } = useTranslation("handover");
  const { id = "" } = useParams();
  const booking = useQuery(bookingQueries.detail(id));
  const sheets = useQuery(handoverQueries.sheets(id));
  const lang = currentLanguage();
  return (
    <Page title={t("page.title")}>
      <QueryState query={booking}>
        {({ booking: b }) => (
          <div className="flex flex-col gap-4">
            <p className="text-sm">
              <TextLink to={bookingLink(b)}>{t("page.backToBooking")}</TextLink>
            </p>
            <p className="font-medium">
              {t("page.about", {
                gearName: b.gear.name,
                startDate: formatDay(b.startDate, lang),
                endDate: formatDay(b.endDate, lang),
              })}
            </p>
            <HeldUnits booking={b} />
            <p className="text-sm text-slate-700">{t("page.intro")}</p>
            <QueryState query={sheets}>
              {(data) => (
                <>
                  <SheetSection bookingId={id} kind="pickup" data={data} />
                  <SheetSection bookingId={id} kind="return" data={data} />
                </>
              )}
            </QueryState>
          </div>
        )}
      </QueryState>
    </Page>
  );
}
