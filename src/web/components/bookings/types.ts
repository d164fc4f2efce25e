import type { BookingStatus } from "../../../shared/booking-lifecycle";

/** GET /api/bookings/:id — see server/modules/bookings/presenter.ts. */
export interface BookingView {
  id: string;
  status: BookingStatus;
  gear: { id: string; name: string };
  owner: { id: string; username: string | null; displayName: string | null };
  renter: { id: string | null; name: string };
  startDate: string;
  endDate: string;
  days: number;
  pickupTime: string | null;
  returnTime: string | null;
  note: string | null;
  price: {
    rate: number;
    rateSource: string;
    subtotal: number;
    discount: number;
    serviceFee: number;
    sst: number;
    total: number;
    deposit: number;
  };
  depositReturned: boolean;
  createdAt: string;
  myPart: "renter" | "owner" | "admin" | "system" | null;
  actions: { to: BookingStatus; label: string; needsReason: boolean }[];
}

export interface BookingDetailView extends BookingView {
  timeline: { from: string | null; to: string; by: string; reason: string | null; at: string }[];
  receipts: { id: string; contentType: string; url: string; uploadedAt: string }[];
  invoice: { number: string; status: string; url: string } | null;
  payment: {
    bank: string | null;
    accountHolder: string | null;
    accountNumber: string | null;
    duitnowId: string | null;
    qrUrl: string | null;
  } | null;
}

export const STATUS_LABEL: Record<BookingStatus, string> = {
  pending: "Requested",
  approved: "Approved — awaiting payment",
  confirmed: "Confirmed",
  active: "Handed over",
  completed: "Returned",
  cancelled: "Cancelled",
};
