import type { Db } from "../../db/client";
import { defineJobHandlers } from "../../jobs/contracts";
import { FILTER_DIGEST_JOB, FILTER_MATCH_JOB } from "./alert-job-kinds";
import { matchNewListing } from "./alert-match";
import { findDigestMatches } from "./alert-repository";
import { nextDigestAt, scheduleDigest, sendDigests } from "./digest";

/**
 * The match per new listing, and the daily digest. The digest queues the next
 * one only while matches still wait (someone already e-mailed today, say); a new
 * e-mail match queues one itself, so no job runs on days with nothing to send.
 */
export function filterAlertJobHandlers(db: Db) {
  return defineJobHandlers({
    [FILTER_MATCH_JOB]: async ({ gearId }) => matchNewListing(db, gearId),
    [FILTER_DIGEST_JOB]: async (_payload, job) => {
      await sendDigests(db);
      if ((await findDigestMatches(db)).length > 0) await scheduleDigest(db, nextDigestAt(new Date()), job.id);
    },
  });
}
