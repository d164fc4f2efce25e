import { Link, useSearchParams } from "react-router";
import { BookingDetail } from "../../components/bookings/booking-detail";
import { Page } from "../../components/ui/page";
import { MyBookings } from "./my-bookings";
import { RequestBooking } from "./request-booking";

/** /booking?gearId=… → request; /booking?booking=… → one booking; /booking → My bookings. */
export function BookingPage() {
  const [params] = useSearchParams();
  const gearId = params.get("gearId");
  const bookingId = params.get("booking");
  if (gearId) return <RequestBooking gearId={gearId} gearName={params.get("gearName")} />;
  if (bookingId) {
    return (
      <Page title="Booking">
        <p className="mb-4 text-sm">
          <Link to="/booking" className="text-sky-800 underline">
            ← My bookings
          </Link>
        </p>
        <BookingDetail id={bookingId} />
      </Page>
    );
  }
  return (
    <Page title="My bookings">
      <MyBookings />
    </Page>
  );
}
