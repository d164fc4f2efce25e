import { z } from "zod";
import { MAX_GEAR_PHOTOS } from "./gear";
import { HANDOVER_LIMITS } from "./handover-contracts";
import { SCAM_LIMITS, ScamReportRequest } from "./scam-report-contracts";
import { VerificationSubmission } from "./verification-contracts";
import { DepositRefundFields } from "./deposit-contracts";

/**
 * The multipart/form-data bodies of the upload routes, part by part, as contracts
 * the route helper takes (`multipart:` in plugins/routes.ts) so they reach the API
 * document. The server reads the parts itself (plugins/uploads.ts readMultipart,
 * then each service's own checks); the text parts are parsed with the same zod
 * contracts these forms are built from.
 */

const LIMIT = "up to 10 MB";
/** One uploaded image: JPEG, PNG, WebP or AVIF, re-encoded as WebP without its metadata. */
const image = (what: string) =>
  z.file().meta({ description: `${what}: a JPEG, PNG, WebP or AVIF image, ${LIMIT}, stored re-encoded as WebP.` });
/** A part sent once per file (`photos` twice for two photos). */
const images = (what: string, max: number) =>
  z
    .array(image(what))
    .max(max)
    .meta({ description: `${what}: up to ${max} image files, ${LIMIT} each.` });

/** POST /api/gear: the listing and its first photos. */
export const CreateGearForm = z.object({
  data: z.string().meta({
    description: "The listing as CreateGearRequest JSON (a text part, or a file part holding the JSON).",
    contentMediaType: "application/json",
  }),
  photos: images("Photos of the gear", MAX_GEAR_PHOTOS).min(1),
});

/** POST /api/kits: the kit (a listing's fields and its components) and its first photos, as a listing's. */
export const CreateKitForm = CreateGearForm.extend({
  data: z.string().meta({
    description:
      "The kit as CreateKitRequest JSON: a listing's fields and `components` (a text part, or a file part holding the JSON).",
    contentMediaType: "application/json",
  }),
});

/** POST /api/gear/:id/photos. */
export const GearPhotosForm = z.object({
  photos: images(`Photos to add (${MAX_GEAR_PHOTOS} on the listing in all)`, MAX_GEAR_PHOTOS).min(1),
});

/** POST /api/owners/me/photo and POST /api/owners/me/payment-settings/qr: one image, in a part of any name. */
export const OwnerPhotoForm = z.object({ photo: image("The owner's profile photo (any part name is read)") });
export const DuitnowQrForm = z.object({ qr: image("The owner's DuitNow QR code (any part name is read)") });

/** POST /api/bookings/:id/receipts: the first file part, whatever its name. */
export const ReceiptForm = z.object({
  receipt: z.file().meta({
    description: `The proof of payment (any part name is read): a PDF, kept as sent, or an image (JPEG, PNG, WebP or AVIF), re-encoded as WebP; ${LIMIT}.`,
  }),
});

/** POST /api/verification: the text fields of VerificationSubmission and the document images. */
export const VerificationForm = VerificationSubmission.extend({
  icFront: image("The front of the MyKad"),
  icBack: image("The back of the MyKad"),
  selfie: image("A selfie holding the MyKad"),
  studentCard: image("The student card, for the student rate").optional(),
});

/** POST /api/scam-reports: the text fields of ScamReportRequest and the evidence images. */
export const ScamReportForm = z.object({
  ...ScamReportRequest.shape,
  evidence: images("Evidence (screenshots, receipts)", SCAM_LIMITS.evidenceMax).min(1),
});

/** POST /api/bookings/:id/sheets/:kind/photos (the sheet must be saved first). */
export const SheetPhotosForm = z.object({
  photos: images(`Photos of the gear (${HANDOVER_LIMITS.photosMax} on the sheet in all)`, HANDOVER_LIMITS.photosMax),
});

/** POST /api/bookings/:id/deposit/refund: the refund's facts and, optionally, the transfer receipt. */
export const DepositRefundForm = DepositRefundFields.extend({
  receipt: image("The bank transfer's receipt").optional(),
});
