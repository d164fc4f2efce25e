import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { badInput, badInputFrom } from "../../lib/errors";
import type { Actor } from "../../plugins/actor";
import { processImage } from "../../storage/images";
import type { Storage } from "../../storage/storage";
import { DepositRefundFields, type DepositView } from "../../../shared/deposit-contracts";
import { todayInMalaysia } from "../../../shared/dates";
import { msg } from "../../../shared/i18n/message";
import type { BookingRow } from "../bookings/repository";
import { assertDepositAbility, depositRefusal } from "./policy";
import { findSettlement, markBookingDepositReturned, updateSettlement } from "./repository";
import { changeDeposit } from "./service";

/** A multipart upload's parts as the route read them. */
export interface RefundUpload {
  fields: Record<string, string>;
  files: { field: string; data: Buffer }[];
}

/**
 * The owner records the refund of what is left of the deposit: the day it was
 * sent (not in the future), the transfer reference, and optionally an image of
 * the transfer receipt (re-encoded without metadata: 415 for what is not an
 * image, 413 for too big; private). Refused callers are turned away before the
 * upload is read; the file is stored first and removed when the write is refused.
 */
export async function recordRefund({
  db,
  storage,
  actor,
  booking: b,
  readUpload,
}: {
  db: Db;
  storage: Storage;
  actor: Actor;
  booking: BookingRow;
  readUpload: () => Promise<RefundUpload>;
}): Promise<DepositView> {
  assertDepositAbility(actor, b, await findSettlement(db, b.id), "refund");
  const upload = await readUpload();
  const parsed = DepositRefundFields.safeParse(upload.fields);
  if (!parsed.success) throw badInputFrom(parsed.error);
  const { refundedOn, reference } = parsed.data;
  if (refundedOn > todayInMalaysia()) {
    const future = msg("deposits", "errors.refundInFuture");
    throw badInput(future, { refundedOn: future });
  }
  const file = upload.files.find((f) => f.field === "receipt")?.data;
  const key = file ? `private/deposit-refunds/${b.id}/${randomBytes(10).toString("hex")}.webp` : null;
  if (file && key) await storage.put(key, (await processImage(file)).image);
  try {
    return await changeDeposit(db, actor, b.id, "refund", async (tx, booking, _s, now) => {
      await updateSettlement(tx, booking.id, {
        state: "refunded",
        refundedOn,
        refundReference: reference,
        refundReceiptKey: key,
        refundedAt: now,
        refundedBy: actor.user.id,
      });
      await markBookingDepositReturned(tx, booking.id, now);
      return "refunded";
    });
  } catch (err) {
    if (key) await storage.remove(key);
    throw err;
  }
}

/** The key of the refund's receipt image, or null when there is none or `actor` may not read it. */
export async function refundReceiptKey(db: Db, actor: Actor, b: BookingRow): Promise<string | null> {
  const s = await findSettlement(db, b.id);
  if (depositRefusal(actor, b, s, "readReceipt") || !s?.refundReceiptKey) return null;
  return s.refundReceiptKey;
}
