import { z } from "zod";
import { RenterRecord } from "./renter-record";
import { BOOKING_STATUSES, TRANSITION_ACTIONS } from "./booking-lifecycle";
import { isIsoDate } from "./dates";
import { msg } from "./i18n/message";
import { parseRM } from "./money";
import { PaymentDetails } from "./payment-details";
import type { RateSource } from "./pricing";
import { GEAR_KINDS } from "./gear";

/** issued (confirmed, awaiting payment) → paid (the admin recorded it) or void (cancelled by a credit note). */
export const INVOICE_STATUSES = ["issued", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

const IsoDate = z.string().refine(isIsoDate, msg("bookings", "form.dateFormat"));
const TimeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg("bookings", "form.timeFormat"))
  .nullable()
  .optional();
const Timestamp = z.string().describe("ISO 8601 date-time");

/* ------------------------------------------------------------------ requests */

/** `:id` of every /api/bookings/:id route. */
export const BookingIdParams = z.object({ id: z.string().min(1).max(40) });

/** POST /api/bookings (with an Idempotency-Key header). */
export const CreateBookingRequest = z.object({
  gearId: z.string().min(1).max(40),
  startDate: IsoDate,
  endDate: IsoDate,
  pickupTime: TimeOfDay,
  returnTime: TimeOfDay,
  note: z.string().trim().max(1000, msg("bookings", "form.noteMax")).nullable().optional(),
  /** A voucher code (vouchers module); the server checks it again and records its use with the booking. */
  voucherCode: z.string().trim().max(64).nullable().optional(),
  /** How many identical units of the listing (issue 32); the server chooses which and refuses more than it has. */
  units: z
    .number({ message: msg("bookings", "errors.unitsWhole") })
    .int(msg("bookings", "errors.unitsWhole"))
    .min(1, msg("bookings", "errors.unitsMin"))
    .max(100, msg("bookings", "errors.unitsMoreThanListing", { count: 100 }))
    .optional(),
});
export type CreateBookingRequest = z.infer<typeof CreateBookingRequest>;

/** GET /api/bookings: the renter's own bookings, optionally of one status. */
export const MyBookingsQuery = z.object({ status: z.enum(BOOKING_STATUSES).optional() });

/** POST /api/bookings/:id/transitions */
export const TransitionRequest = z.object({
  to: z.enum(BOOKING_STATUSES),
  reason: z.string().trim().max(500, msg("bookings", "form.reasonMax")).nullable().optional(),
});
export type TransitionRequest = z.infer<typeof TransitionRequest>;

/** POST /api/bookings/:id/messages */
export const SendMessageRequest = z.object({
  body: z.string().trim().min(1, msg("bookings", "form.messageRequired")).max(2000, msg("bookings", "form.messageMax")),
});
export type SendMessageRequest = z.infer<typeof SendMessageRequest>;

/** Who or what a review is about: the renter reviews the gear and its owner, the owner the renter. */
export const REVIEW_SUBJECTS = ["gear", "owner", "renter"] as const;
export const ReviewSubject = z.enum(REVIEW_SUBJECTS);
export type ReviewSubject = z.infer<typeof ReviewSubject>;

const RATING = msg("bookings", "form.rating");

/** POST /api/bookings/:id/reviews */
export const PostReviewRequest = z.object({
  subject: ReviewSubject,
  // One message for every wrong rating: half stars got zod's "expected int" text.
  rating: z.number().int(RATING).min(1, RATING).max(5, RATING),
  text: z.string().trim().max(2000, msg("bookings", "form.reviewMax")).default(""),
});
export type PostReviewRequest = z.infer<typeof PostReviewRequest>;

/** GET /api/reviews: the public reviews of one gear item, owner or renter. */
export const ReviewSummaryQuery = z.object({ subjectType: ReviewSubject, subjectId: z.string().min(1).max(40) });

/** GET /api/invoices/:number */
export const InvoiceParams = z.object({ number: z.string().regex(/^INV-\d{4}-\d{6}$/, msg("invoices", "notANumber")) });

/* ----------------------------------------------------------------- responses */

const BookingStatusSchema = z.enum(BOOKING_STATUSES);
const BookingPartySchema = z.enum(["renter", "owner", "admin", "system"]);
const RATE_SOURCES = ["daily", "extended", "tier", "student"] as const satisfies readonly RateSource[];

/** The days rented, as a booking and its invoice show them: first and last day (YYYY-MM-DD) and how many are charged. */
const RentalPeriod = { startDate: z.string(), endDate: z.string(), days: z.number().int() };

/** A unit a booking holds: its number within the listing and the owner's label for it (a serial number), if any. */
export const HeldUnit = z.object({
  number: z.number().int(),
  label: z.string().nullable(),
  /** On a kit booking, the component the unit is of (its units are its components', ADR 039); absent for a listing's. */
  listing: z.string().optional(),
});
export type HeldUnit = z.infer<typeof HeldUnit>;

/** The money lines a booking and its invoice share (integer sen); the deposit is not part of the total. */
const Amounts = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  serviceFee: z.number().int(),
  sst: z.number().int(),
  total: z.number().int(),
  deposit: z.number().int(),
});

/**
 * A lifecycle move the caller may make, with the button the caller's side sees
 * as a stable key (`bookings:actions.<action>` on the web), not as text.
 */
export const BookingAction = z.object({
  to: BookingStatusSchema,
  action: z.enum(TRANSITION_ACTIONS),
  needsReason: z.boolean(),
});
export type BookingAction = z.infer<typeof BookingAction>;

/** A move a date rule holds back (issue 11): the caller may make it from `opensOn` (YYYY-MM-DD, Malaysia). */
export const LaterBookingAction = BookingAction.extend({ opensOn: z.string() });
export type LaterBookingAction = z.infer<typeof LaterBookingAction>;

/** A booking in a list: what every reader of it may see, and the moves the reader may make. */
export const BookingListItem = z.object({
  id: z.string(),
  status: BookingStatusSchema,
  /** `kind`: 'kit' for a kit booking (issue 32 item 2), whose `units` are kits: the lists and price lines say so. */
  gear: z.object({ id: z.string(), name: z.string(), kind: z.enum(GEAR_KINDS) }),
  owner: z.object({ id: z.string(), username: z.string().nullable(), displayName: z.string().nullable() }),
  renter: z.object({ id: z.string().nullable(), name: z.string() }),
  ...RentalPeriod,
  /** How many units of the listing (of a kit: kits) it holds; the price and deposit are for all of them. */
  units: z.number().int(),
  pickupTime: z.string().nullable(),
  returnTime: z.string().nullable(),
  note: z.string().nullable(),
  /** Integer sen. */
  price: Amounts.extend({ rate: z.number().int(), rateSource: z.enum(RATE_SOURCES) }),
  depositReturned: z.boolean(),
  createdAt: Timestamp,
  /** The caller's part in the booking; null for staff and accountants, who only read. */
  myPart: BookingPartySchema.nullable(),
  actions: z.array(BookingAction),
  /** Moves the caller may make once their day comes (not offered as buttons before). */
  laterActions: z.array(LaterBookingAction),
  /** Handed over and not returned after its return day (Malaysian date). */
  late: z.boolean(),
});
export type BookingListItem = z.infer<typeof BookingListItem>;

/** GET /api/bookings, /api/owners/me/bookings, /api/admin/bookings */
export const BookingListResponse = z.object({ items: z.array(BookingListItem) });
export type BookingListResponse = z.infer<typeof BookingListResponse>;

const BookingTimelineEntry = z.object({
  from: BookingStatusSchema.nullable(),
  to: BookingStatusSchema,
  by: BookingPartySchema,
  reason: z.string().nullable(),
  at: Timestamp,
});

const BookingReceipt = z.object({
  id: z.string(),
  contentType: z.string(),
  /** GET /api/bookings/:id/receipts/:receiptId */
  url: z.string(),
  uploadedAt: Timestamp,
  /** What the renter said of the transfer: its reference, day (YYYY-MM-DD) and amount (sen); null when not given. */
  reference: z.string().nullable(),
  paidOn: z.string().nullable(),
  statedAmount: z.number().int().nullable(),
  /** Whether that reference names this booking (null: no reference given). */
  referenceMatches: z.boolean().nullable(),
});

/** The owner's payment details, shown to the booking's parties from approval on. */
const BookingPayment = PaymentDetails.extend({
  /** GET /api/bookings/:id/payment-qr: the owner's QR image as uploaded, only when it was never checked (no payload). */
  qrUrl: z.string().nullable(),
  /** What to quote with a transfer (bookingReference), and what to pay: total plus deposit, in sen. */
  reference: z.string(),
  amountDue: z.number().int(),
  /**
   * This booking's own DuitNow QR while payment is due (approved) and the owner's
   * QR was checked: `url` serves it as a PNG, `payload` is the text it encodes.
   */
  bookingQr: z.object({ url: z.string(), payload: z.string() }).nullable(),
});

/**
 * One booking in full. Besides `actions`, the `can…` fields say what else the
 * caller may do with it (computed by the server's booking policy), so a screen
 * shows a control only when the server would accept its request.
 */
export const BookingDetail = BookingListItem.extend({
  /** The units it holds, with the owner's labels (serial numbers); a returned booking keeps the units it had out, a cancelled one has none. */
  heldUnits: z.array(HeldUnit),
  /**
   * Returned, but which units went out is not known: it came back before bookings kept their
   * units (migration 0037, ADR 047), and it was of several units, a kit, or a listing that now
   * has several. The booking then says "2 units (labels not recorded)" rather than nothing.
   */
  unitsNotRecorded: z.boolean(),
  timeline: z.array(BookingTimelineEntry),
  receipts: z.array(BookingReceipt),
  invoice: z.object({ number: z.string(), status: z.enum(INVOICE_STATUSES), url: z.string() }).nullable(),
  payment: BookingPayment.nullable(),
  canUploadReceipt: z.boolean(),
  canMessage: z.boolean(),
  canReview: z.boolean(),
  /** What the caller may review now (empty when `canReview` is false). */
  reviewSubjects: z.array(ReviewSubject),
  /** The renter's track record: for the gear's owner, staff and admins; null for anyone else. */
  renterRecord: RenterRecord.nullable(),
});
export type BookingDetail = z.infer<typeof BookingDetail>;

/** GET /api/bookings/:id, POST /api/bookings, POST /api/bookings/:id/transitions */
export const BookingResponse = z.object({ booking: BookingDetail });
export type BookingResponse = z.infer<typeof BookingResponse>;

/** POST /api/bookings/:id/receipts (201) */
/**
 * POST /api/bookings/:id/receipts text parts beside the file: the transfer's
 * reference, day and amount as the renter typed them. Optional, as a cash
 * deposit slip may carry none; the form asks for all three.
 */
export const ReceiptFields = z.object({
  reference: z
    .string()
    .trim()
    .max(100, msg("bookings", "receiptUpload.referenceMax"))
    .transform((v) => v || null)
    .nullable()
    .default(null),
  paidOn: z
    .string()
    .trim()
    .refine((v) => v === "" || isIsoDate(v), msg("bookings", "receiptUpload.paidOnInvalid"))
    .transform((v) => v || null)
    .nullable()
    .default(null),
  amount: z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (!v) return null;
      const sen = parseRM(v);
      if (sen === null) ctx.addIssue({ code: "custom", message: msg("bookings", "receiptUpload.amountInvalid") });
      return sen;
    })
    .nullable()
    .default(null),
});
export type ReceiptFields = z.output<typeof ReceiptFields>;

export const ReceiptCreatedResponse = z.object({
  receipt: z.object({ id: z.string(), url: z.string(), referenceMatches: z.boolean().nullable() }),
});
export type ReceiptCreatedResponse = z.infer<typeof ReceiptCreatedResponse>;

const BookingMessage = z.object({
  id: z.number().int(),
  body: z.string(),
  /** Sent by the caller. */
  mine: z.boolean(),
  /** The sender's name ("Deleted user", in the caller's language, once the account is gone). */
  from: z.string(),
  at: Timestamp,
});

/** GET /api/bookings/:id/messages, oldest first. */
export const MessageListResponse = z.object({ items: z.array(BookingMessage) });
export type MessageListResponse = z.infer<typeof MessageListResponse>;

/** POST /api/bookings/:id/messages (201), POST /api/bookings/:id/reviews (201) */
export const CreatedIdResponse = z.object({ id: z.number().int() });
export type CreatedIdResponse = z.infer<typeof CreatedIdResponse>;

/** GET /api/reviews: count, average to one decimal, the newest 20 with authors' first names. */
export const ReviewSummary = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  items: z.array(
    z.object({ id: z.number().int(), rating: z.number().int(), text: z.string(), author: z.string(), at: Timestamp }),
  ),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

/** GET /api/invoices/:number; amounts in integer sen. */
export const InvoiceResponse = z.object({
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  issuedAt: Timestamp,
  seller: z.object({ name: z.string(), username: z.string() }),
  buyer: z.object({ name: z.string(), email: z.string().nullable() }),
  booking: z.object({
    id: z.string(),
    gearName: z.string(),
    ...RentalPeriod,
    rate: z.number().int(),
    /** How many units (a kit's: kits) the rate is for: the line reads "2 units × 3 days × rate" (ADR 047). */
    units: z.number().int(),
    /** A kit's components as booked (issue 32 item 2), for the whole booking; absent for a listing. */
    kitItems: z.array(z.object({ name: z.string(), quantity: z.number().int() })).optional(),
  }),
  amounts: Amounts,
  /** The voucher behind `amounts.discount`, and who bears it (vouchers module); null without one. */
  voucher: z
    .object({ code: z.string(), bornBy: z.enum(["owner", "platform"]) })
    .nullable()
    .optional(),
});
export type InvoiceResponse = z.infer<typeof InvoiceResponse>;

/** A private file answered as its bytes (receipt images and PDFs, the owner's QR code). */
export const FileResponse = z.string().meta({ format: "binary" });
