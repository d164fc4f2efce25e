import { z } from "zod";
import { Timestamp } from "./contracts";

/** How long a finished export's link works (then the file is deleted). */
export const DATA_EXPORT_LINK_DAYS = 7;
/** One request per this many hours: building an export reads everything about a person. */
export const DATA_EXPORT_EVERY_HOURS = 24;

/** What a request's row holds; "expired" is shown, not stored (a ready export past its link's days). */
export const DATA_EXPORT_ROW_STATUSES = ["pending", "ready", "failed"] as const;
export const DATA_EXPORT_STATUSES = [...DATA_EXPORT_ROW_STATUSES, "expired"] as const;

/** GET /api/profile/data-export: my latest request, and when I may ask again. */
export const DataExportState = z.object({
  latest: z
    .object({
      id: z.string(),
      status: z.enum(DATA_EXPORT_STATUSES),
      requestedAt: Timestamp,
      readyAt: Timestamp.nullable(),
      expiresAt: Timestamp.nullable(),
      /** Only while ready; it needs my session. */
      downloadUrl: z.string().nullable(),
      byteSize: z.number().nullable(),
    })
    .nullable(),
  /** null: a request may be made now. */
  nextRequestAt: Timestamp.nullable(),
});
export type DataExportState = z.infer<typeof DataExportState>;

export const DataExportIdParams = z.object({ id: z.string().max(40) });
