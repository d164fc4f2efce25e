import type {
  BookingListResponse,
  BookingResponse,
  CreateBookingRequest,
  CreatedIdResponse,
  MessageListResponse,
  PostReviewRequest,
  ReceiptCreatedResponse,
  ReviewSubject,
  ReviewSummary,
  TransitionRequest,
} from "../../shared/booking-contracts";
import type { OkResponse } from "../../shared/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../lib/api";
import { jsonQuery } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";
import { resourcePath } from "./resource-path";

const bookingPath = resourcePath("/api/bookings");

/**
 * Every booking read is under one root, so a move, a new request or a live
 * "booking" event refreshes the lists, the details and their threads at once.
 */
export const bookingKeys = {
  all: ["bookings"] as const,
  lists: () => [...bookingKeys.all, "list"] as const,
  /** GET /api/bookings: the renter's own. */
  mine: () => [...bookingKeys.lists(), "mine"] as const,
  /** GET /api/owners/me/bookings: the owner's live list. */
  owner: () => [...bookingKeys.lists(), "owner"] as const,
  /** GET /api/admin/bookings: the admin's and staff's live list. */
  admin: () => [...bookingKeys.lists(), "admin"] as const,
  /** GET /api/bookings/:id (its receipts and invoice link come with it). */
  detail: (id: string) => [...bookingKeys.all, "detail", id] as const,
  /** GET /api/bookings/:id/messages; under the detail, so refreshing a booking refreshes its thread. */
  messages: (id: string) => [...bookingKeys.detail(id), "messages"] as const,
};

/** GET /api/reviews: one subject's public reviews (the live "review" event refreshes them). */
export const reviewKeys = {
  all: ["reviews"] as const,
  summary: (subjectType: ReviewSubject, subjectId: string) => [...reviewKeys.all, subjectType, subjectId] as const,
};

export const bookingQueries = {
  mine: () => jsonQuery<BookingListResponse>(bookingKeys.mine(), "/api/bookings"),
  owner: () => jsonQuery<BookingListResponse>(bookingKeys.owner(), "/api/owners/me/bookings"),
  admin: () => jsonQuery<BookingListResponse>(bookingKeys.admin(), "/api/admin/bookings"),
  detail: (id: string) => jsonQuery<BookingResponse>(bookingKeys.detail(id), bookingPath(id)),
  messages: (id: string) => jsonQuery<MessageListResponse>(bookingKeys.messages(id), bookingPath(id, "/messages")),
};

export const reviewQueries = {
  summary: (subjectType: ReviewSubject, subjectId: string) =>
    jsonQuery<ReviewSummary>(
      reviewKeys.summary(subjectType, subjectId),
      `/api/reviews?subjectType=${subjectType}&subjectId=${encodeURIComponent(subjectId)}`,
    ),
};

/**
 * POST /api/bookings. `idempotencyKey` is one per attempt: a network retry of
 * the same submit answers with the same booking.
 */
export const useRequestBooking = () =>
  useRefreshingMutation(
    ({ body, idempotencyKey }: { body: CreateBookingRequest; idempotencyKey: string }) =>
      api<BookingResponse>("/api/bookings", { headers: { "idempotency-key": idempotencyKey }, body }),
    {
      stale: [bookingKeys.lists()],
      cache: (qc, answer) => qc.setQueryData(bookingKeys.detail(answer.booking.id), answer),
    },
  );

/** POST /api/bookings/:id/transitions: the answer is the booking as moved; the lists change too. */
export const useMoveBooking = (id: string) =>
  useRefreshingMutation((body: TransitionRequest) => api<BookingResponse>(bookingPath(id, "/transitions"), { body }), {
    stale: [bookingKeys.lists()],
    cache: (qc, answer) => qc.setQueryData(bookingKeys.detail(id), answer),
  });

/** POST /api/bookings/:id/receipts: the form's file as multipart. */
export const useUploadReceipt = (id: string) =>
  useRefreshingMutation((form: FormData) => api<ReceiptCreatedResponse>(bookingPath(id, "/receipts"), { body: form }), {
    stale: [bookingKeys.detail(id)],
  });

/** POST /api/bookings/:id/messages */
export const useSendMessage = (id: string) =>
  useRefreshingMutation((body: string) => api<CreatedIdResponse>(bookingPath(id, "/messages"), { body: { body } }), {
    stale: [bookingKeys.messages(id)],
  });

/** POST /api/bookings/:id/messages/read: the thread is on screen (reading it with GET marks nothing). */
export const useMarkThreadRead = (id: string) =>
  useMutation({ mutationFn: () => api<OkResponse>(bookingPath(id, "/messages/read"), { body: {} }) });

/** POST /api/bookings/:id/reviews */
export const usePostReview = (id: string) =>
  useRefreshingMutation((body: PostReviewRequest) => api<CreatedIdResponse>(bookingPath(id, "/reviews"), { body }), {
    stale: [reviewKeys.all],
  });
