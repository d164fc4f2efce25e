import type { Db, Tx } from "../../db/client";
import type { FeeSettings } from "../../../shared/settings-contracts";
import { type AppSettings, findOrCreateSettings, saveFeeSettings } from "./repository";

export type { AppSettings };

/** The business settings row. */
export const getSettings = (db: Db | Tx): Promise<AppSettings> => findOrCreateSettings(db);

/** What anyone may read: the client quotes prices with the fees. */
export async function getFeeSettings(db: Db): Promise<FeeSettings> {
  const s = await findOrCreateSettings(db);
  return {
    serviceFeeBasisPoints: s.serviceFeeBasisPoints,
    sstBasisPoints: s.sstBasisPoints,
    defaultExtendedThreshold: s.defaultExtendedThreshold,
  };
}

/** New quotes and bookings use the new values; existing bookings keep the prices they were made with. */
export async function updateFeeSettings(db: Db, adminId: string, values: FeeSettings): Promise<FeeSettings> {
  // The row must exist before it is updated (a fresh database made without migration 0005's insert).
  await findOrCreateSettings(db);
  await saveFeeSettings(db, adminId, values);
  return values;
}
