import { asc, eq, type SQL, sql } from "drizzle-orm";
import { jobs, users } from "../db/schema";
import { JOB_PAYLOADS } from "../jobs/contracts";
import type { TestApp } from "./test-app";

/**
 * Queued e-mail jobs, oldest first. A job names an account by id (jobs/email.ts)
 * or, where there is no account yet, an address; `to` here is the address
 * either way: the payload's own, else the account's e-mail now.
 */
export async function emailJobs(ctx: TestApp) {
  const rows = await ctx.db
    .select({ payload: jobs.payload, email: users.email })
    .from(jobs)
    .leftJoin(users, sql`${users.id} = ${jobs.payload}->>'userId'`)
    .where(eq(jobs.kind, "email"))
    .orderBy(asc(jobs.id));
  return rows.map(({ payload, email }) => {
    const job = JOB_PAYLOADS.email.parse(payload);
    return { template: job.template, data: job.data, to: "to" in job ? job.to : (email ?? "") };
  });
}

/** A condition on jobs: an e-mail job to `email`, by that address or to the account that has it. */
export const mailedTo = (email: string): SQL =>
  sql`(lower(${jobs.payload}->>'to') = lower(${email}) or ${jobs.payload}->>'userId' in (select id from users where email = lower(${email})))`;
