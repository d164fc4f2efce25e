import type { Db, Tx } from "../../db/client";
import { conflict } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { type Audience, publish } from "../../live/bus";
import type { Actor } from "../../plugins/actor";
import type { BookingStatus } from "../../../shared/booking-lifecycle";
import {
  AnswerSheetRequest,
  boxItemsFor,
  compareSheets,
  type HandoverKind,
  type HandoverResponse,
  SaveSheetRequest,
  type SheetResponse,
} from "../../../shared/handover-contracts";
import { msg } from "../../../shared/i18n/message";
import type { z } from "zod";
import { notify } from "../notifications/service";
import { handoverPath, sheetAnsweredMail, sheetReadyMail } from "./mail";
import { type BookingRow, findBooking } from "../bookings/repository";
import { findBookingKitItems } from "../kits/repository";
import { kitChecklist } from "../kits/lines";
import { bookingHidden } from "../bookings/policy";
import { assertSheetAbility, type HandoverAbility, moveSheetProblem, type SheetState, sheetRefusal } from "./policy";
import { presentSheet } from "./presenter";
import {
  countPhotos,
  findGearBox,
  findSheet,
  insertSheet,
  listPhotos,
  listSheets,
  type SheetRow,
  updateSheet,
} from "./repository";

export const NO_SHEET: SheetState = { exists: false, sent: false, answered: false, photoCount: 0 };

export async function stateOf(db: Db | Tx, sheet: SheetRow | undefined): Promise<SheetState> {
  if (!sheet) return NO_SHEET;
  return {
    exists: true,
    sent: sheet.sentAt !== null,
    answered: sheet.renterAnswer !== null,
    photoCount: await countPhotos(db, sheet.id),
  };
}

/** Everyone who sees the booking live: its parties and the admins (staff read on demand). */
export const audience = (b: BookingRow): Audience[] => [
  `user:${b.ownerId}`,
  ...(b.renterId ? [`user:${b.renterId}` as const] : []),
  "role:admin",
];

/**
 * Lock booking `b` and its `kind` sheet for the rest of `tx`, and check `ability`
 * again on what is there now: a move or another save may have come in between.
 */
export async function lockForChange(tx: Tx, actor: Actor, b: BookingRow, kind: HandoverKind, ability: HandoverAbility) {
  const booking = await findBooking(tx, b.id, { lock: true });
  if (!booking) throw bookingHidden("read");
  const sheet = await findSheet(tx, b.id, kind, { lock: true });
  assertSheetAbility(actor, booking, kind, ability, await stateOf(tx, sheet));
  return { booking, sheet };
}

/** Both sheets of booking `b` (loaded for reading), the comparison, the next sheet's items and the caller's abilities. */
export async function readSheets(db: Db, actor: Actor, b: BookingRow): Promise<HandoverResponse> {
  assertSheetAbility(actor, b, "pickup", "read", NO_SHEET);
  const rows = await listSheets(db, b.id);
  const row = (kind: HandoverKind) => rows.find((r) => r.sheet.kind === kind);
  const views = { pickup: null, return: null } as Pick<HandoverResponse, "pickup" | "return">;
  const states = { pickup: NO_SHEET, return: NO_SHEET };
  for (const kind of ["pickup", "return"] as const) {
    const r = row(kind);
    if (!r) continue;
    const photos = await listPhotos(db, r.sheet.id);
    views[kind] = presentSheet(r, photos);
    states[kind] = {
      exists: true,
      sent: r.sheet.sentAt !== null,
      answered: r.sheet.renterAnswer !== null,
      photoCount: photos.length,
    };
  }
  const box = await findGearBox(db, b.gearId);
  // A kit's sheet starts from each component as booked (issue 32 item 2), then the kit's own list if the owner wrote one.
  const kitLines = kitChecklist(await findBookingKitItems(db, b.id), box?.boxItems ?? null);
  const may = (kind: HandoverKind, ability: HandoverAbility) => !sheetRefusal(actor, b, kind, ability, states[kind]);
  return {
    ...views,
    comparison: views.pickup && views.return ? compareSheets(views.pickup.items, views.return.items) : null,
    checklist: {
      pickup: kitLines ?? (box ? boxItemsFor(box) : []),
      return: views.pickup ? views.pickup.items.filter((i) => i.present).map((i) => i.name) : [],
    },
    abilities: {
      canWritePickup: may("pickup", "write"),
      canWriteReturn: may("return", "write"),
      canSendPickup: may("pickup", "send"),
      canSendReturn: may("return", "send"),
      canAnswerPickup: may("pickup", "answer"),
      canAnswerReturn: may("return", "answer"),
    },
  };
}

async function presentOne(db: Db | Tx, b: BookingRow, kind: HandoverKind): Promise<SheetResponse> {
  const row = (await listSheets(db, b.id)).find((r) => r.sheet.kind === kind)!;
  return { sheet: presentSheet(row, await listPhotos(db, row.sheet.id)) };
}

/** What a route hands a sheet change: the booking it loaded, the sheet's kind and the parsed body. */
interface SheetChange<I> {
  db: Db;
  actor: Actor;
  booking: BookingRow;
  kind: HandoverKind;
  input: I;
}

/**
 * One change of the `kind` sheet in its own transaction: the booking and the
 * sheet are locked and `ability` checked again on them, so a change cannot slip
 * past a move or the other party's change; then `apply`, the live views are
 * told, and the answer is the sheet as it now is.
 */
async function changeSheet<I>(
  { db, actor, booking: b, kind }: SheetChange<I>,
  ability: HandoverAbility,
  apply: (tx: Tx, locked: Awaited<ReturnType<typeof lockForChange>>) => Promise<void>,
): Promise<SheetResponse> {
  return db.transaction(async (tx) => {
    const locked = await lockForChange(tx, actor, b, kind, ability);
    await apply(tx, locked);
    await publish(tx, audience(locked.booking), { type: "booking", id: locked.booking.id });
    return presentOne(tx, locked.booking, kind);
  });
}

/**
 * Any change to a sheet (items, notes, photos) takes it back from the renter:
 * `sent_at` is cleared, so the owner must send it again before it can be
 * answered or the gear can change hands (ADR 017), and `updated_at` moves on,
 * so an answer to what the renter read before is refused. A renter who was
 * sent it is told it changed.
 */
export async function sheetChanged(
  tx: Tx,
  booking: BookingRow,
  sheet: SheetRow,
  values: Partial<Pick<SheetRow, "items" | "notes">> = {},
) {
  await updateSheet(tx, sheet.id, { ...values, sentAt: null });
  if (!sheet.sentAt || !booking.renterId) return;
  await notify(tx, booking.renterId, {
    kind: "booking.handover",
    title: msg("handover", "notices.changed", { gearName: booking.equipmentName }),
    body: msg("handover", "notices.changedBody"),
    link: handoverPath(booking.id),
  });
}

/**
 * The owner writes the `kind` sheet (created, or replaced while the renter has
 * not answered it; a sent sheet must be sent again).
 */
export const saveSheet = (c: SheetChange<z.output<typeof SaveSheetRequest>>) =>
  changeSheet(c, "write", async (tx, { booking, sheet }) => {
    const values = { items: c.input.items, notes: c.input.notes };
    if (sheet) await sheetChanged(tx, booking, sheet, values);
    else
      await insertSheet(tx, {
        id: newId(),
        bookingId: booking.id,
        kind: c.kind,
        createdBy: c.actor.user.id,
        ...values,
      });
  });

/**
 * The owner sends the `kind` sheet (saved, with a photo) to the renter, who is
 * told in the app and by e-mail that it is ready to confirm. A later change
 * takes it back (`sheetChanged`) until it is sent again.
 */
export const sendSheet = (c: SheetChange<unknown>) =>
  changeSheet(c, "send", async (tx, { booking, sheet }) => {
    await updateSheet(tx, sheet!.id, { sentAt: new Date() });
    if (!booking.renterId) return;
    await notify(tx, booking.renterId, {
      kind: "booking.handover",
      title: msg("handover", "notices.ready", { gearName: booking.equipmentName }),
      body: msg("handover", `kind.${c.kind}`),
      link: handoverPath(booking.id),
    });
    await sheetReadyMail(tx, booking, c.kind);
  });

/**
 * The renter confirms the `kind` sheet, or disagrees with a note. Either answer
 * closes the sheet for good. The owner is told in the app and by e-mail. The
 * answer names the version the renter read (`updatedAt`, compared to the
 * millisecond under the sheet's lock): a sheet changed since is refused (409).
 */
export const answerSheet = (c: SheetChange<z.output<typeof AnswerSheetRequest>>) =>
  changeSheet(c, "answer", async (tx, { booking, sheet }) => {
    if (Date.parse(c.input.updatedAt) !== sheet!.updatedAt.getTime())
      throw conflict(msg("handover", "errors.sheetChanged"));
    const disputed = c.input.answer === "disagree";
    await updateSheet(tx, sheet!.id, {
      renterAnswer: disputed ? "disputed" : "confirmed",
      answeredAt: new Date(),
      answeredBy: c.actor.user.id,
      disagreement: disputed ? c.input.note : null,
    });
    await notify(tx, booking.ownerId, {
      kind: "booking.handover",
      title: msg("handover", "notices.answered", { gearName: booking.equipmentName }),
      body: msg("handover", disputed ? "answer.disputed" : "answer.confirmed"),
      link: handoverPath(booking.id),
    });
    await sheetAnsweredMail(tx, booking, c.kind, disputed ? c.input.note : null);
  });

/**
 * What the sheets require of booking `booking`'s move to `to`, or null: "Mark
 * handed over" (→ active) needs the pickup sheet with at least one photo, "Mark
 * returned" (→ completed) the return sheet with one. For transition.ts: call it
 * inside the move's transaction, after the booking row is locked, and throw the
 * answer when it is not null (409 with the reason in the caller's language).
 */
export async function sheetRequirement(
  db: Db | Tx,
  booking: Pick<BookingRow, "id">,
  to: BookingStatus,
): Promise<ReturnType<typeof moveSheetProblem>> {
  if (to !== "active" && to !== "completed") return null;
  return moveSheetProblem(to, {
    pickup: await stateOf(db, await findSheet(db, booking.id, "pickup")),
    return: await stateOf(db, await findSheet(db, booking.id, "return")),
  });
}
