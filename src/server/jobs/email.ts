import type { Db, Tx } from "../db/client";
import { type EmailJob, renderTemplate, type TemplateData, type TemplateName } from "./mail-templates";
import type { Mailer } from "./mailer";
import { enqueueJob } from "./queue";

/** Queue an e-mail in the caller's transaction; the worker sends it, retrying while SMTP is down. */
export function enqueueEmail<K extends TemplateName>(db: Db | Tx, template: K, to: string, data: TemplateData[K]) {
  const payload: EmailJob<K> = { template, to, data };
  return enqueueJob(db, { kind: "email", payload });
}

export function emailJobHandler(mailer: Mailer) {
  return async (payload: unknown) => {
    const job = payload as EmailJob;
    const rendered = renderTemplate(job.template, job.data as never);
    await mailer.send({ to: job.to, ...rendered });
  };
}
