import { z } from "zod";

/**
 * An owner's payment details as the API answers them: to the owner in their
 * payment settings, and to a booking's parties from approval on. One shape, so
 * both show the same fields; each view adds its own link to the DuitNow QR image.
 */
export const PaymentDetails = z.object({
  bank: z.string().nullable(),
  accountHolder: z.string().nullable(),
  accountNumber: z.string().nullable(),
  duitnowId: z.string().nullable(),
});
