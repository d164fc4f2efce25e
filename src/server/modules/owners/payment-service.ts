import type { z } from "zod";
import type { Db } from "../../db/client";
import type { PaymentSettingsRequest } from "../../../shared/owner-contracts";
import { findPaymentSettings, swapDuitnowQr, upsertPaymentSettings } from "./repository";
import { type OwnerImageUpload, removeStoredImage, replaceStoredImage } from "./stored-image";

/** Save bank account and DuitNow ID (a full replace of those fields; the QR image is kept). */
export function updatePaymentSettings({
  db,
  ownerId,
  input,
}: {
  db: Db;
  ownerId: string;
  input: z.output<typeof PaymentSettingsRequest>;
}) {
  const { bank, accountHolder, accountNumber, duitnowId } = input;
  return upsertPaymentSettings(db, ownerId, { bank, accountHolder, accountNumber, duitnowId, updatedAt: new Date() });
}

const qrSwap = (db: Db, ownerId: string) => (key: string | null) => swapDuitnowQr(db, ownerId, key);

/**
 * Store a DuitNow QR image under a PRIVATE key (never served at /files). A QR
 * must stay scannable, so it keeps up to 1600 px.
 */
export const setDuitnowQr = ({ db, storage, ownerId, data }: OwnerImageUpload) =>
  replaceStoredImage({ storage, data, maxSide: 1600, folder: `private/duitnow/${ownerId}`, swap: qrSwap(db, ownerId) });

/** Remove the owner's DuitNow QR image and its file. */
export const removeDuitnowQr = ({ db, storage, ownerId }: Omit<OwnerImageUpload, "data">) =>
  removeStoredImage(storage, qrSwap(db, ownerId));

/** The key of the owner's own QR image, or null when there is none. */
export async function duitnowQrKey(db: Db, ownerId: string): Promise<string | null> {
  return (await findPaymentSettings(db, ownerId))?.duitnowQrKey ?? null;
}
