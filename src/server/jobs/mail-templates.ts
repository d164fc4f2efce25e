import type { TFunction, TOptions } from "i18next";
import { formatDay } from "../../shared/i18n/format";
import type { Language } from "../../shared/i18n/languages";
import { translateFor, translator } from "../lib/i18n";
import type { mail } from "../../shared/i18n/en/mail";
import type { MailMessage } from "./mailer";

/** Data each template needs; the job payload carries it. */
export interface TemplateData {
  "reset-password": { name: string; url: string };
  "verify-email": { name: string; url: string };
  "existing-account": { name: string; loginUrl: string; resetUrl: string };
  /** The seed's four templates (section 7), now sent by the server. */
  /** `record`: the renter's track record as one `msg` line (shared/renter-record.ts), when the account exists. */
  booking_notification: BookingMailData & { renterName: string; record?: string };
  booking_approval_notify: BookingMailData;
  receipt_upload_notify: BookingMailData & { renterName: string };
  verification_notify: {
    name: string;
    url: string;
    outcome: "submitted" | "verified" | "rejected";
    reason?: string | null;
    applicant?: string;
  };
  /**
   * Declined, cancelled (by someone or by the clock) and completed notices.
   * `status` is a `msg` status word (bookings:statusWord / mailStatus, from
   * modules/bookings/mail.ts); `reason` is what a person wrote, or a `msg` when
   * the scheduler cancelled. Both are translated for the recipient.
   */
  booking_status_notify: BookingMailData & { status: string; reason?: string | null };
  booking_message_notify: BookingMailData & { from: string; preview: string };
  /**
   * A handover check sheet (modules/handover/mail.ts): sent to the renter to
   * confirm ("ready"), or answered by them ("confirmed" | "disputed", to the
   * owner). `sheet` is the sheet's `msg` name; `note` what the renter wrote.
   */
  handover_sheet_notify: BookingMailData & {
    sheet: string;
    event: "ready" | "confirmed" | "disputed";
    renterName?: string;
    note?: string | null;
  };
  "wanted-answer": { name: string; postTitle: string; ownerName: string; gearName: string; url: string };
  /** The daily saved-filter digest (modules/filters/digest.ts); each match's `path` is made absolute against `url`. */
  filter_digest: {
    name: string;
    url: string;
    /** The page that asks before stopping (the link in the text), and where a mail app's button posts (the header). */
    unsubscribeUrl: string;
    oneClickUrl: string;
    matches: { filterName: string; gearName: string; price: string; path: string }[];
  };
  /** Each step of a deposit's settlement (modules/deposits/mail.ts): `msg` strings of the deposits catalogue. */
  deposit_notify: { name: string; url: string; subject: string; body: string; detail?: string | null; action: string };
  /** To the owner who reported a person, once an admin or staff member decided; `reason` is what they wrote. */
  scam_report_decided: {
    name: string;
    url: string;
    outcome: "confirmed" | "dismissed";
    reportedName: string;
    reason: string;
  };
  /** To a review's author when an admin hides or restores it; `reason` is what the admin wrote. */
  review_moderated: { name: string; url: string; outcome: "hidden" | "restored"; reason: string };
  /** The person's data export is ready on /profile (modules/data-export); `expiresOn` is YYYY-MM-DD. */
  data_export_ready: { name: string; url: string; expiresOn: string };
}

export interface BookingMailData {
  name: string;
  gearName: string;
  startDate: string;
  endDate: string;
  url: string;
}
export type TemplateName = keyof TemplateData;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A line of text ending in an address ("Stop these e-mails: https://…") with the address as a link. */
const linked = (line: string) => escapeHtml(line).replace(/https?:\/\/\S+$/, (url) => `<a href="${url}">${url}</a>`);

type MailT = TFunction<"mail">;

/** The catalogue sections that are a whole e-mail: a subject and an action, with the paragraphs between. */
type Letter = {
  [S in keyof typeof mail]: (typeof mail)[S] extends { subject: string; action: string } ? S : never;
}[keyof typeof mail];

/**
 * Every e-mail: the section's subject (with `subjectData`) as its heading, a
 * greeting by name, the paragraphs, the section's action (a button in HTML, a
 * labelled link in text) to `to.url`, the signature.
 */
function layout(
  t: MailT,
  section: Letter,
  to: { name: string; url: string },
  body: string[],
  subjectData: TOptions = {},
  footnote?: string,
): Omit<MailMessage, "to"> {
  const title = t(`${section}.subject` as const, subjectData);
  return letter(t, { title, action: t(`${section}.action` as const) }, to, body, footnote);
}

/** An e-mail whose subject and action arrive translated with its data (a feature's own catalogue: deposit_notify). */
function letter(
  t: MailT,
  { title, action }: { title: string; action: string },
  to: { name: string; url: string },
  body: string[],
  footnote?: string,
): Omit<MailMessage, "to"> {
  const paragraphs = [t("greeting", { name: to.name }), ...body];
  const text = [...paragraphs, `${action}: ${to.url}`, "", t("signature"), ...(footnote ? [footnote] : [])].join(
    "\n\n",
  );
  const html = `<!doctype html><html><body style="font-family:sans-serif;max-width:560px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(to.url)}">${escapeHtml(action)}</a></p>
<p style="color:#666">${escapeHtml(t("footer"))}</p>${footnote ? `\n<p style="color:#666">${linked(footnote)}</p>` : ""}</body></html>`;
  return { subject: title, text, html };
}

/** A booking's gear and dates, the dates written for the reader ("1 Dec 2026" / "1 Dis 2026"). */
const booking = (d: BookingMailData, lang: Language) => ({
  gearName: d.gearName,
  startDate: formatDay(d.startDate, lang),
  endDate: formatDay(d.endDate, lang),
});

type Render<K extends TemplateName> = (d: TemplateData[K], t: MailT, lang: Language) => Omit<MailMessage, "to">;

const templates: { [K in TemplateName]: Render<K> } = {
  scam_report_decided: (d, t) =>
    layout(t, d.outcome === "confirmed" ? "scamConfirmed" : "scamDismissed", d, [
      t(d.outcome === "confirmed" ? "scamConfirmed.body" : "scamDismissed.body", { reportedName: d.reportedName }),
      t("scamConfirmed.reason", { reason: d.reason }),
    ]),
  data_export_ready: (d, t, lang) =>
    layout(t, "dataExportReady", d, [
      t("dataExportReady.body"),
      t("dataExportReady.expiry", { date: formatDay(d.expiresOn, lang, "long") }),
    ]),
  review_moderated: (d, t) =>
    d.outcome === "hidden"
      ? layout(t, "reviewHidden", d, [t("reviewHidden.body"), t("reviewHidden.reason", { reason: d.reason })])
      : layout(t, "reviewRestored", d, [t("reviewRestored.body"), t("reviewRestored.reason", { reason: d.reason })]),
  "reset-password": (d, t) => layout(t, "resetPassword", d, [t("resetPassword.body"), t("resetPassword.notYou")]),
  "verify-email": (d, t) => layout(t, "verifyEmail", d, [t("verifyEmail.body")]),
  "existing-account": (d, t) =>
    layout(t, "existingAccount", { name: d.name, url: d.resetUrl }, [
      t("existingAccount.body"),
      t("existingAccount.signIn", { loginUrl: d.loginUrl }),
    ]),
  booking_notification: (d, t, lang) =>
    layout(
      t,
      "bookingRequest",
      d,
      [
        t("bookingRequest.body", { ...booking(d, lang), renterName: d.renterName }),
        ...(d.record ? [t("bookingRequest.record", { record: d.record })] : []),
        t("bookingRequest.deadline"),
      ],
      { gearName: d.gearName },
    ),
  booking_approval_notify: (d, t, lang) =>
    layout(t, "bookingApproved", d, [t("bookingApproved.body", booking(d, lang)), t("bookingApproved.deadline")], {
      gearName: d.gearName,
    }),
  receipt_upload_notify: (d, t, lang) =>
    layout(
      t,
      "receiptUploaded",
      d,
      [t("receiptUploaded.body", { ...booking(d, lang), renterName: d.renterName }), t("receiptUploaded.next")],
      { gearName: d.gearName },
    ),
  verification_notify: (d, t) =>
    d.outcome === "submitted"
      ? layout(t, "verificationSubmitted", d, [
          t("verificationSubmitted.body", { applicant: d.applicant ?? t("verificationSubmitted.someone") }),
        ])
      : d.outcome === "verified"
        ? layout(t, "verificationApproved", d, [t("verificationApproved.body")])
        : layout(t, "verificationRejected", d, [
            t("verificationRejected.reason", { reason: d.reason ?? t("verificationRejected.noReason") }),
            t("verificationRejected.next"),
          ]),
  booking_status_notify: (d, t, lang) =>
    layout(
      t,
      "bookingStatus",
      d,
      [
        t("bookingStatus.body", { ...booking(d, lang), status: d.status }),
        ...(d.reason ? [t("bookingStatus.reason", { reason: d.reason })] : []),
      ],
      { gearName: d.gearName, status: d.status },
    ),
  filter_digest: (d, t) => ({
    ...layout(
      t,
      "filterDigest",
      d,
      [
        t("filterDigest.intro"),
        ...d.matches.map((m) => t("filterDigest.item", { ...m, url: new URL(m.path, d.url).href })),
      ],
      {},
      t("filterDigest.unsubscribe", { url: d.unsubscribeUrl }),
    ),
    oneClickUrl: d.oneClickUrl,
  }),
  "wanted-answer": (d, t) =>
    layout(
      t,
      "wantedAnswer",
      d,
      [t("wantedAnswer.body", { ownerName: d.ownerName, gearName: d.gearName, postTitle: d.postTitle })],
      { postTitle: d.postTitle },
    ),
  handover_sheet_notify: (d, t, lang) => {
    // The sheet's name starts the subject and sits inside the sentences (`sheetInText`, lower case).
    const sheetInText = d.sheet.toLocaleLowerCase(lang);
    const facts = { ...booking(d, lang), sheet: d.sheet, sheetInText, renterName: d.renterName ?? "" };
    if (d.event === "ready")
      return layout(t, "handoverReady", d, [t("handoverReady.body", facts), t("handoverReady.next")], facts);
    return layout(
      t,
      "handoverAnswered",
      d,
      [
        t(d.event === "confirmed" ? "handoverAnswered.confirmed" : "handoverAnswered.disputed", facts),
        ...(d.note ? [t("handoverAnswered.note", { note: d.note })] : []),
      ],
      facts,
    );
  },
  deposit_notify: (d, t) =>
    letter(t, { title: d.subject, action: d.action }, d, [d.body, ...(d.detail ? [d.detail] : [])]),
  booking_message_notify: (d, t) =>
    layout(t, "message", d, [t("message.body", { from: d.from || t("message.someone"), preview: d.preview })], {
      gearName: d.gearName,
    }),
};

/**
 * The e-mail in the recipient's language. String data that is a `msg(…)`
 * (a booking status, a reason chosen from a list) is translated too; names,
 * titles and what people wrote stay as they were written.
 */
export function renderTemplate<K extends TemplateName>(
  name: K,
  data: TemplateData[K],
  lang: Language = "en",
): Omit<MailMessage, "to"> {
  const translated = Object.fromEntries(
    Object.entries(data as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === "string" ? translateFor(lang, v) : v,
    ]),
  ) as TemplateData[K];
  const mail = templates[name](translated, translator(lang, "mail"), lang);
  // The reader's language and the subject as the document's title (screen readers, and mail apps that show it).
  const head = `<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>`;
  return { ...mail, html: mail.html.replace("<html>", head) };
}

/** Whether `name` is one of the templates above (a job's payload is checked with it before it is sent). */
export const isTemplateName = (name: string): name is TemplateName => Object.hasOwn(templates, name);

/**
 * Payload of an 'email' job: to an account by id (its address and name are read
 * when sent; `data` then has no `name`), or to an address (jobs/email.ts says which mails).
 */
export type EmailJob<K extends TemplateName = TemplateName> =
  { template: K; userId: string; data: TemplateData[K] } | { template: K; to: string; data: TemplateData[K] };
