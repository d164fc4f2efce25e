import type { Db, Tx } from "../../db/client";
import { enqueueJob } from "../../jobs/queue";

/** Match one listing that has just become public against every saved filter with alerts on. */
export const FILTER_MATCH_JOB = "filters.match";
/** The daily e-mail digest of matches not yet e-mailed (ADR 030). */
export const FILTER_DIGEST_JOB = "filters.digest";

export interface FilterMatchJob {
  gearId: string;
}

/**
 * Queue the alert match for a listing that has just become public, in the
 * transaction that listed it: the match runs if and only if the listing committed,
 * and the owner's request does not wait for every saved filter to be read.
 */
export async function enqueueListingAlert(tx: Db | Tx, gearId: string): Promise<void> {
  const payload: FilterMatchJob = { gearId };
  await enqueueJob(tx, { kind: FILTER_MATCH_JOB, payload, maxAttempts: 10 });
}
