import type { Db, Tx } from "../db/client";
import type { Language } from "../../shared/i18n/languages";
import { type EmailJob, renderTemplate, type TemplateData, type TemplateName } from "./mail-templates";
import type { Mailer } from "./mailer";
import { enqueueJob, type JobInput } from "./queue";

/** Queue an e-mail in the caller's transaction; the worker sends it, retrying while SMTP is down. */
export function enqueueEmail<K extends TemplateName>(db: Db | Tx, template: K, to: string, data: TemplateData[K]) {
  return enqueueJob(db, emailJob(template, to, data));
}

/**
 * Queue `template` to an account found by a lookup, greeted by its name; a
 * lookup that found nobody (the account was deleted) sends nothing.
 */
export async function enqueueEmailTo<K extends TemplateName>(
  db: Db | Tx,
  template: K,
  person: { name: string; email: string } | undefined,
  data: Omit<TemplateData[K], "name">,
) {
  if (person) await enqueueEmail(db, template, person.email, { name: person.name, ...data } as TemplateData[K]);
}

/** The job that sends one e-mail. */
export function emailJob<K extends TemplateName>(template: K, to: string, data: TemplateData[K]): JobInput {
  const payload: EmailJob<K> = { template, to, data };
  return { kind: "email", payload };
}

/**
 * Sends queued e-mails. Links may be queued as paths ("/booking?booking=…"): the
 * services that queue them need not know the public URL; the worker makes them
 * absolute with `publicUrl`. The language is the recipient's at sending time
 * (their saved one), never the sender's.
 */
export function emailJobHandler(
  mailer: Mailer,
  publicUrl?: string,
  /** The recipient's saved language, read when the mail is sent; English when there is no such account. */
  languageOf: (email: string) => Promise<Language> = async () => "en",
) {
  return async (payload: unknown) => {
    const job = payload as EmailJob;
    const data = Object.fromEntries(
      Object.entries(job.data as Record<string, unknown>).map(([k, v]) => [
        k,
        publicUrl && typeof v === "string" && /Url$|^url$/.test(k) && v.startsWith("/") ? publicUrl + v : v,
      ]),
    );
    const rendered = renderTemplate(job.template, data as never, await languageOf(job.to));
    await mailer.send({ to: job.to, ...rendered });
  };
}
