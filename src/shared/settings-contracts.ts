import { z } from "zod";
import { msg } from "./i18n/message";

const BasisPoints = z
  .number()
  .int()
  .min(0, msg("admin", "settings.fees.notNegative"))
  .max(5000, msg("admin", "settings.fees.atMost50"));
const thresholdRange = msg("admin", "settings.fees.thresholdRange");

/**
 * Fees and defaults. GET /api/settings/public answers them (the client quotes
 * prices with them); PUT /api/admin/settings replaces them and answers the same.
 */
export const FeeSettings = z.object({
  serviceFeeBasisPoints: BasisPoints,
  sstBasisPoints: BasisPoints,
  defaultExtendedThreshold: z.number().int(thresholdRange).min(2, thresholdRange).max(60, thresholdRange),
});
export type FeeSettings = z.infer<typeof FeeSettings>;
