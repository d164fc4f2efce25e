import type { HandoverKind, HandoverPhotoView, HandoverSheetView } from "../../../shared/handover-contracts";
import type { PhotoRow, SheetWithNames } from "./repository";

/** Rows → the answers of the handover endpoints; storage keys never leave the server. */

export const photoUrl = (bookingId: string, kind: HandoverKind, photoId: string) =>
  `/api/bookings/${bookingId}/sheets/${kind}/photos/${photoId}`;

export function presentPhoto(bookingId: string, kind: HandoverKind, p: PhotoRow): HandoverPhotoView {
  const url = photoUrl(bookingId, kind, p.id);
  return {
    id: p.id,
    url,
    thumbUrl: `${url}?size=thumb`,
    width: p.width,
    height: p.height,
    createdAt: p.createdAt.toISOString(),
  };
}

export function presentSheet(row: SheetWithNames, photos: PhotoRow[]): HandoverSheetView {
  const s = row.sheet;
  const kind = s.kind;
  return {
    id: s.id,
    kind,
    items: s.items.map((i) => ({ name: i.name, present: i.present, condition: i.condition, note: i.note ?? null })),
    notes: s.notes,
    photos: photos.map((p) => presentPhoto(s.bookingId, kind, p)),
    createdBy: row.createdByName,
    createdAt: s.createdAt.toISOString(),
    sentAt: s.sentAt?.toISOString() ?? null,
    updatedAt: s.updatedAt.toISOString(),
    answer: s.renterAnswer === "confirmed" || s.renterAnswer === "disputed" ? s.renterAnswer : null,
    answeredAt: s.answeredAt?.toISOString() ?? null,
    answeredBy: row.answeredByName,
    disagreement: s.disagreement,
  };
}
