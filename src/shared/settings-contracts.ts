import { z } from "zod";

const BasisPoints = z.number().int().min(0, "Cannot be negative").max(5000, "At most 50%");

/**
 * Fees and defaults. GET /api/settings/public answers them (the client quotes
 * prices with them); PUT /api/admin/settings replaces them and answers the same.
 */
export const FeeSettings = z.object({
  serviceFeeBasisPoints: BasisPoints,
  sstBasisPoints: BasisPoints,
  defaultExtendedThreshold: z.number().int().min(2).max(60),
});
export type FeeSettings = z.infer<typeof FeeSettings>;
