/** Booking requests, the booking lists and detail, receipts, messages, reviews; the booking e-mails and notifications. */
export const bookings = {};
