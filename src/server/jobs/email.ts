import type { Db, Tx } from "../db/client";
import type { Language } from "../../shared/i18n/languages";
import type { JobHandler } from "./contracts";
import { type EmailJob, renderTemplate, type TemplateData, type TemplateName } from "./mail-templates";
import type { Mailer } from "./mailer";
import { enqueueJob, type JobInput } from "./queue";

/**
 * Queue an e-mail to an ADDRESS in the caller's transaction; the worker sends it,
 * retrying while SMTP is down. Only for mails whose recipient is an address rather
 * than an account (sign-up verification, where the address is what is being
 * proved): the payload then holds the address and name until the job is purged.
 * Every mail to an account goes through enqueueEmailTo.
 */
export function enqueueEmail<K extends TemplateName>(db: Db | Tx, template: K, to: string, data: TemplateData[K]) {
  return enqueueJob(db, emailJob(template, to, data));
}

/** Another account's name, read when the mail is sent (the worker replaces it with the current name). */
export interface NameRef {
  nameOf: string;
}
/** The name of account `userId`, resolved at send time; "" if that account is gone by then. */
export const nameOf = (userId: string): NameRef => ({ nameOf: userId });
const isNameRef = (v: unknown): v is NameRef =>
  typeof v === "object" && v !== null && typeof (v as NameRef).nameOf === "string";

/**
 * What a mail to an account carries: its data without the greeting's name (read
 * when sent); any text field may be a NameRef instead of another person's name.
 */
export type AccountMailData<K extends TemplateName> = {
  [P in keyof Omit<TemplateData[K], "name">]: TemplateData[K][P] extends string
    ? TemplateData[K][P] | NameRef
    : TemplateData[K][P];
};

/**
 * Queue `template` to the account `userId`. The payload holds the id, never the
 * address or name: the worker reads the account's current address, name and
 * language when it sends, so a job table dump is not a list of people and
 * addresses, and a mail queued before an address change goes to the new one.
 * No id (no such party, e.g. a walk-in booking's renter): nothing is queued.
 *
 * Other people's names inside `data`: where the name is that of an account the
 * caller knows by id (a booking request's renter), pass `nameOf(id)`, resolved
 * when sent. Names that are a record's own snapshot (a booking's renter name as
 * booked, an applicant's name as written on the form, a message's sender as
 * shown in the thread, a reported person's name as reported) are kept as text:
 * they are what the mail says about that record, not an account's current
 * name, no address comes with them, and finished jobs are purged after
 * JOB_RETENTION_DAYS (purge.ts).
 */
export async function enqueueEmailTo<K extends TemplateName>(
  db: Db | Tx,
  template: K,
  userId: string | null | undefined,
  data: AccountMailData<K>,
) {
  if (userId) await enqueueJob(db, accountEmailJob(template, userId, data));
}

/** The job that sends one e-mail to an address (see enqueueEmail). */
export function emailJob<K extends TemplateName>(template: K, to: string, data: TemplateData[K]): JobInput {
  const payload: EmailJob<K> = { template, to, data };
  return { kind: "email", payload };
}

/** The job that sends one e-mail to an account (see enqueueEmailTo). */
export function accountEmailJob<K extends TemplateName>(
  template: K,
  userId: string,
  data: AccountMailData<K>,
): JobInput {
  const payload: EmailJob<K> = { template, userId, data: data as TemplateData[K] };
  return { kind: "email", payload };
}

/** An account's address, greeting name and saved language, read when its mail is sent. */
export interface MailRecipient {
  email: string;
  name: string;
  language: Language;
}

export interface RecipientLookup {
  /** The account with this id; undefined once it is deleted. */
  byId(userId: string): Promise<MailRecipient | undefined>;
  /** The saved language of the account with this address; English when there is none. */
  languageOf(email: string): Promise<Language>;
}

const noAccounts: RecipientLookup = { byId: async () => undefined, languageOf: async () => "en" };

/**
 * Sends queued e-mails. Links may be queued as paths ("/booking?booking=…"): the
 * services that queue them need not know the public URL; the worker makes them
 * absolute with `publicUrl`. The language is the recipient's at sending time
 * (their saved one), never the sender's. Reads both payload shapes: `userId`
 * (an account, looked up now; deleted meanwhile: nothing is sent and the job is
 * done) and `to` (an address, and jobs queued before payloads carried ids).
 */
export function emailJobHandler(
  mailer: Mailer,
  publicUrl?: string,
  recipients: RecipientLookup = noAccounts,
): JobHandler<"email"> {
  return async (job) => {
    const data = Object.fromEntries(
      Object.entries(job.data as Record<string, unknown>).map(([k, v]) => [
        k,
        publicUrl && typeof v === "string" && /Url$|^url$/.test(k) && v.startsWith("/") ? publicUrl + v : v,
      ]),
    );
    for (const [k, v] of Object.entries(data))
      if (isNameRef(v)) data[k] = (await recipients.byId(v.nameOf))?.name ?? "";
    if ("userId" in job) {
      const account = await recipients.byId(job.userId);
      // Deleted (or anonymised) since: nothing to send, and nothing to retry.
      if (!account) return;
      const rendered = renderTemplate(job.template, { ...data, name: account.name } as never, account.language);
      await mailer.send({ to: account.email, ...rendered });
      return;
    }
    const rendered = renderTemplate(job.template, data as never, await recipients.languageOf(job.to));
    await mailer.send({ to: job.to, ...rendered });
  };
}
