import type {
  AnswerSheetRequest,
  HandoverKind,
  HandoverResponse,
  SaveSheetRequest,
  SheetPhotosResponse,
  SheetResponse,
} from "../../shared/handover-contracts";
import { api } from "../lib/api";
import { bookingKeys } from "./bookings";
import { jsonQuery } from "./json-query";
import { useRefreshingMutation } from "./refreshing-mutation";
import { resourcePath } from "./resource-path";

const bookingPath = resourcePath("/api/bookings");
const sheetPath = (id: string, kind: HandoverKind, rest = "") => bookingPath(id, `/sheets/${kind}${rest}`);

/**
 * A booking's check sheets hang under its detail key: a live "booking" event
 * (every sheet change publishes one) or a move refreshes them with the booking.
 */
export const handoverKeys = {
  sheets: (id: string) => [...bookingKeys.detail(id), "sheets"] as const,
};

export const handoverQueries = {
  sheets: (id: string) => jsonQuery<HandoverResponse>(handoverKeys.sheets(id), bookingPath(id, "/sheets")),
};

/** Every sheet write makes the sheets and the booking (its buttons) stale. */
const useSheetWrite = <R, V>(id: string, fn: (vars: V) => Promise<R>) =>
  useRefreshingMutation(fn, { stale: [bookingKeys.detail(id)] });

/** PUT /api/bookings/:id/sheets/:kind: the whole sheet. */
export const useSaveSheet = (id: string, kind: HandoverKind) =>
  useSheetWrite(id, (body: SaveSheetRequest) => api<SheetResponse>(sheetPath(id, kind), { method: "PUT", body }));

/** POST …/photos: the chosen files as multipart `photos`. */
export const useAddSheetPhotos = (id: string, kind: HandoverKind) =>
  useSheetWrite(id, (files: File[]) => {
    const form = new FormData();
    for (const f of files) form.append("photos", f);
    return api<SheetPhotosResponse>(sheetPath(id, kind, "/photos"), { body: form });
  });

/** DELETE …/photos/:photoId */
export const useRemoveSheetPhoto = (id: string, kind: HandoverKind) =>
  useSheetWrite(id, (photoId: string) =>
    api<SheetPhotosResponse>(sheetPath(id, kind, `/photos/${encodeURIComponent(photoId)}`), { method: "DELETE" }),
  );

/** POST …/send: to the renter, to confirm. */
export const useSendSheet = (id: string, kind: HandoverKind) =>
  useSheetWrite(id, () => api<SheetResponse>(sheetPath(id, kind, "/send"), { body: {} }));

/** POST …/answer: the renter confirms, or disagrees with a note. */
export const useAnswerSheet = (id: string, kind: HandoverKind) =>
  useSheetWrite(id, (body: AnswerSheetRequest) => api<SheetResponse>(sheetPath(id, kind, "/answer"), { body }));
