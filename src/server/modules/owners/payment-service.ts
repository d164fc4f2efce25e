import type { z } from "zod";
import type { Db } from "../../db/client";
import type { PaymentSettingsRequest } from "../../../shared/owner-contracts";
import { findPaymentSettings, swapDuitnowQr, upsertPaymentSettings } from "./repository";
import { readOwnerQr } from "./duitnow-qr-read";
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

/**
 * Store a DuitNow QR image under a PRIVATE key (never served at /files), with
 * the payload read from it. The QR is decoded and checked first (readOwnerQr:
 * a QR, EMVCo, CRC, DuitNow, ringgit); a refused image leaves the saved QR and
 * its payload as they were. A QR must stay scannable, so it keeps up to 1600 px.
 */
export async function setDuitnowQr({ db, storage, ownerId, data }: OwnerImageUpload) {
  let payload: string | null = null;
  return replaceStoredImage({
    storage,
    data,
    maxSide: 1600,
    folder: `private/duitnow/${ownerId}`,
    check: async (image) => {
      payload = await readOwnerQr(image);
    },
    swap: (key) => swapDuitnowQr(db, ownerId, key ? { key, payload: payload! } : null),
  });
}

/** Remove the owner's DuitNow QR image, its payload and its file. */
export const removeDuitnowQr = ({ db, storage, ownerId }: Omit<OwnerImageUpload, "data">) =>
  removeStoredImage(storage, () => swapDuitnowQr(db, ownerId, null));

/** The key of the owner's own QR image, or null when there is none. */
export async function duitnowQrKey(db: Db, ownerId: string): Promise<string | null> {
  return (await findPaymentSettings(db, ownerId))?.duitnowQrKey ?? null;
}
