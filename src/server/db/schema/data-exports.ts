import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { DATA_EXPORT_ROW_STATUSES } from "../../../shared/data-export-contracts";
import { instant, textId, belongsTo, knownWords, oneOf } from "./columns";
import { users } from "./auth";

/**
 * "Download my data" (PRODUCT.md §10 PDPA, issue 29): one row per request. The
 * worker builds the ZIP and stores it as a private file; the link works for its
 * owner until `expires_at`, when a job removes the file (file_key cleared).
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: textId(),
    userId: belongsTo("user_id", () => users.id),
    status: oneOf("status", DATA_EXPORT_ROW_STATUSES).notNull().default("pending"),
    requestedAt: instant("requested_at").notNull().defaultNow(),
    readyAt: instant("ready_at"),
    expiresAt: instant("expires_at"),
    fileKey: text("file_key"),
    byteSize: integer("byte_size"),
  },
  (t) => [
    index("data_exports_user_idx").on(t.userId, t.requestedAt),
    knownWords("data_exports_status_known", t.status, DATA_EXPORT_ROW_STATUSES),
  ],
);
