import type { Db } from "../../db/client";
import { enqueueEmailTo } from "../../jobs/email";
import { enqueueJob } from "../../jobs/queue";
import { translator } from "../../lib/i18n";
import type { Storage } from "../../storage/storage";
import { DATA_EXPORT_LINK_DAYS } from "../../../shared/data-export-contracts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../../shared/i18n/languages";
import { msg } from "../../../shared/i18n/message";
import { notify } from "../notifications/service";
import { collectAccount } from "./collect-account";
import { collectBookings } from "./collect-bookings";
import { DATA_EXPORT_EXPIRE_JOB } from "./job-kinds";
import { findExport, markReady } from "./repository";
import type { ExportFile } from "./sections";
import { zipExport } from "./zip";

const PROFILE_PAGE = "/profile#my-data";

/**
 * Build export `exportId`: gather every section, zip it with the files, store it
 * as a private file, and then, in one transaction, mark it ready, schedule the
 * file's deletion at expiry and tell the person by e-mail and in the app. A
 * retried job finds the export no longer pending and does nothing.
 *
 * The file is named by the export's id, so a run that stored it and then died (or
 * whose transaction failed) is retried onto the same file instead of leaving an
 * orphan beside a second one; and a run that lost the race to mark it ready leaves
 * the file alone, as it is the winner's too. The name need not be secret: files are
 * private and only the owner's session downloads them.
 */
export async function buildDataExport(db: Db, storage: Storage, exportId: string): Promise<void> {
  const row = await findExport(db, exportId);
  if (!row || row.status !== "pending") return;
  const files: ExportFile[] = [];
  const account = await collectAccount(db, row.userId, files);
  if (!account) return; // the account is gone (its export row went with it)
  const bookingSections = await collectBookings(db, row.userId, files);
  const language = isLanguage(account.account.language) ? account.account.language : DEFAULT_LANGUAGE;
  const { zip } = await zipExport({
    readme: readmeText(language, new Date()),
    sections: { ...account, ...bookingSections },
    files,
    storage,
  });
  const key = `private/exports/${row.userId}/${exportId}.zip`;
  await storage.put(key, zip);
  const readyAt = new Date();
  const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_LINK_DAYS * 86_400_000);
  await db.transaction(async (tx) => {
    if (!(await markReady(tx, exportId, { fileKey: key, byteSize: zip.length, readyAt, expiresAt }))) return;
    await enqueueJob(tx, { kind: DATA_EXPORT_EXPIRE_JOB, payload: { exportId }, runAt: expiresAt });
    await enqueueEmailTo(tx, "data_export_ready", row.userId, {
      url: PROFILE_PAGE,
      expiresOn: expiresAt.toISOString().slice(0, 10),
    });
    await notify(tx, row.userId, {
      kind: "data-export.ready",
      title: msg("profile", "dataExport.notifyTitle"),
      body: msg("profile", "dataExport.notifyBody", { days: DATA_EXPORT_LINK_DAYS }),
      link: PROFILE_PAGE,
    });
  });
}

/** README.txt in the person's language: what each file holds and what is left out. */
function readmeText(language: Language, at: Date): string {
  const t = translator(language, "profile");
  return [
    t("dataExport.readme.title", { date: at.toISOString().slice(0, 10) }),
    t("dataExport.readme.intro"),
    t("dataExport.readme.sections"),
    t("dataExport.readme.files"),
    t("dataExport.readme.otherPeople"),
    t("dataExport.readme.expiry", { days: DATA_EXPORT_LINK_DAYS }),
    "",
  ].join("\n\n");
}
