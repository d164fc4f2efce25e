import type { Db, Tx } from "../../db/client";
import { enqueueJob } from "../../jobs/queue";

/**
 * Queue the saved-filter alert match (ADR 030) for a listing that has just become public, in the
 * transaction that listed it: the match runs if and only if the listing committed, and the owner's
 * request does not wait for every saved filter to be read. The job's contract is the registry's
 * (jobs/contracts.ts), so gear names the job without importing the filters module that runs it.
 */
export async function enqueueListingAlert(tx: Db | Tx, gearId: string): Promise<void> {
  await enqueueJob(tx, { kind: "filters.match", payload: { gearId }, maxAttempts: 10 });
}
