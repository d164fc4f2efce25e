import { eq } from "drizzle-orm";
import type { Readable } from "node:stream";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { ownerPaymentSettings } from "../../db/schema";
import { newId } from "../../lib/ids";
import { processImage } from "../../storage/images";
import type { Storage } from "../../storage/storage";
import type { PaymentSettingsRequest } from "../../../shared/owner-contracts";
import type { PaymentSettingsRow } from "./presenter";

/** The owner's payment settings row, if they saved any. Private: callers pass the signed-in owner's own id. */
export async function findPaymentSettings(db: Db, ownerId: string): Promise<PaymentSettingsRow | undefined> {
  const [row] = await db.select().from(ownerPaymentSettings).where(eq(ownerPaymentSettings.ownerId, ownerId));
  return row;
}

/** Save bank account and DuitNow ID (a full replace of those fields; the QR image is kept). */
export async function updatePaymentSettings({
  db,
  ownerId,
  input,
}: {
  db: Db;
  ownerId: string;
  input: z.output<typeof PaymentSettingsRequest>;
}) {
  const values = {
    bank: input.bank,
    accountHolder: input.accountHolder,
    accountNumber: input.accountNumber,
    duitnowId: input.duitnowId,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(ownerPaymentSettings)
    .values({ ownerId, ...values })
    .onConflictDoUpdate({ target: ownerPaymentSettings.ownerId, set: values })
    .returning();
  return row!;
}

/** Point the QR at `key` (or none) and return the row with the key it replaced. */
async function swapQr(db: Db, ownerId: string, key: string | null) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ key: ownerPaymentSettings.duitnowQrKey })
      .from(ownerPaymentSettings)
      .where(eq(ownerPaymentSettings.ownerId, ownerId))
      .for("update");
    const [row] = await tx
      .insert(ownerPaymentSettings)
      .values({ ownerId, duitnowQrKey: key })
      .onConflictDoUpdate({ target: ownerPaymentSettings.ownerId, set: { duitnowQrKey: key, updatedAt: new Date() } })
      .returning();
    return { row: row!, previous: current?.key ?? null };
  });
}

/**
 * Store a DuitNow QR image under a PRIVATE key (never served at /files), after
 * processImage has checked it is an image and re-encoded it. A QR must stay
 * scannable, so it keeps up to 1600 px.
 */
export async function setDuitnowQr({
  db,
  storage,
  ownerId,
  data,
}: {
  db: Db;
  storage: Storage;
  ownerId: string;
  data: Buffer;
}) {
  const { image } = await processImage(data, { maxSide: 1600, thumbSide: 160 });
  const key = `private/duitnow/${ownerId}/${newId()}.webp`;
  await storage.put(key, image);
  const swapped = await swapQr(db, ownerId, key).catch(async (err: unknown) => {
    await storage.remove(key);
    throw err;
  });
  if (swapped.previous) await storage.remove(swapped.previous);
  return swapped.row;
}

/** Remove the owner's DuitNow QR image and its file. */
export async function removeDuitnowQr({ db, storage, ownerId }: { db: Db; storage: Storage; ownerId: string }) {
  const { row, previous } = await swapQr(db, ownerId, null);
  if (previous) await storage.remove(previous);
  return row;
}

/** The owner's own QR image as a stream, or null when there is none. */
export async function readDuitnowQr({
  db,
  storage,
  ownerId,
}: {
  db: Db;
  storage: Storage;
  ownerId: string;
}): Promise<Readable | null> {
  const row = await findPaymentSettings(db, ownerId);
  return row?.duitnowQrKey ? storage.read(row.duitnowQrKey) : null;
}
