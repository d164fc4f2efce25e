import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { BookingDetail } from "../../components/bookings/booking-detail";
import { Page } from "../../components/ui/page";
import { MyBookings } from "./my-bookings";
import { RequestBooking } from "./request-booking";
import { TextLink } from "../../components/ui/text-link";

/** /booking?gearId=… → request; /booking?booking=… → one booking; /booking → My bookings. */
export function BookingPage() {
  const { t } = useTranslation("bookings");
  const [params] = useSearchParams();
  const gearId = params.get("gearId");
  const bookingId = params.get("booking");
  if (gearId) return <RequestBooking gearId={gearId} gearName={params.get("gearName")} />;
  if (bookingId) {
    return (
      <Page title={t("page.booking")}>
        <p className="mb-4 text-sm">
          <TextLink to="/booking">{t("page.backToMine")}</TextLink>
        </p>
        <BookingDetail id={bookingId} />
      </Page>
    );
  }
  return (
    <Page title={t("page.mine")}>
      <MyBookings />
    </Page>
  );
}
