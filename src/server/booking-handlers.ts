import { depositBookingHandlers } from "./modules/deposits/booking-handlers";
import { installBookingHandlers } from "./modules/bookings/events";
import { handoverBookingHandlers } from "./modules/handover/booking-handlers";
import { invoiceBookingHandlers } from "./modules/invoices/booking-handlers";
import { scamReportBookingHandlers } from "./modules/scam-reports/booking-handlers";
import { voucherBookingHandlers } from "./modules/vouchers/booking-handlers";

/**
 * Every module's part in a booking (modules/bookings/events.ts), in the order they run. A new
 * side effect of a booking is a handler in its own module and a line here. The notices are not a
 * handler: every module writes them (messages, filters, scam reports, verification), so the
 * notifications module sits below them all, as the job queue and the live bus do, and a handler
 * there that imports bookings would close a cycle.
 */
export const BOOKING_HANDLERS = [
  handoverBookingHandlers,
  invoiceBookingHandlers,
  voucherBookingHandlers,
  depositBookingHandlers,
  scamReportBookingHandlers,
];

/** Called by buildApp and the job worker, the two places a booking is moved from. */
export const installAllBookingHandlers = () => installBookingHandlers(BOOKING_HANDLERS);
