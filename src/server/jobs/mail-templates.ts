import type { TFunction } from "i18next";
import { formatDay } from "../../shared/i18n/format";
import type { Language } from "../../shared/i18n/languages";
import { translateFor, translator } from "../lib/i18n";
import type { MailMessage } from "./mailer";

/** Data each template needs; the job payload carries it. */
export interface TemplateData {
  "reset-password": { name: string; url: string };
  "verify-email": { name: string; url: string };
  "existing-account": { name: string; loginUrl: string; resetUrl: string };
  /** The seed's four templates (section 7), now sent by the server. */
  booking_notification: BookingMailData & { renterName: string };
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
  "wanted-answer": { name: string; postTitle: string; ownerName: string; gearName: string; url: string };
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

type MailT = TFunction<"mail">;

function layout(
  t: MailT,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): Omit<MailMessage, "to"> {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), "", t("signature")].join("\n\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;max-width:560px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : ""}
<p style="color:#666">${escapeHtml(t("footer"))}</p></body></html>`;
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
  "reset-password": (d, t) =>
    layout(
      t,
      t("resetPassword.subject"),
      [t("greeting", { name: d.name }), t("resetPassword.body"), t("resetPassword.notYou")],
      { label: t("resetPassword.action"), url: d.url },
    ),
  "verify-email": (d, t) =>
    layout(t, t("verifyEmail.subject"), [t("greeting", { name: d.name }), t("verifyEmail.body")], {
      label: t("verifyEmail.action"),
      url: d.url,
    }),
  "existing-account": (d, t) =>
    layout(
      t,
      t("existingAccount.subject"),
      [
        t("greeting", { name: d.name }),
        t("existingAccount.body"),
        t("existingAccount.signIn", { loginUrl: d.loginUrl }),
      ],
      { label: t("existingAccount.action"), url: d.resetUrl },
    ),
  booking_notification: (d, t, lang) =>
    layout(
      t,
      t("bookingRequest.subject", { gearName: d.gearName }),
      [
        t("greeting", { name: d.name }),
        t("bookingRequest.body", { ...booking(d, lang), renterName: d.renterName }),
        t("bookingRequest.deadline"),
      ],
      { label: t("bookingRequest.action"), url: d.url },
    ),
  booking_approval_notify: (d, t, lang) =>
    layout(
      t,
      t("bookingApproved.subject", { gearName: d.gearName }),
      [t("greeting", { name: d.name }), t("bookingApproved.body", booking(d, lang)), t("bookingApproved.deadline")],
      { label: t("bookingApproved.action"), url: d.url },
    ),
  receipt_upload_notify: (d, t, lang) =>
    layout(
      t,
      t("receiptUploaded.subject", { gearName: d.gearName }),
      [
        t("greeting", { name: d.name }),
        t("receiptUploaded.body", { ...booking(d, lang), renterName: d.renterName }),
        t("receiptUploaded.next"),
      ],
      { label: t("receiptUploaded.action"), url: d.url },
    ),
  verification_notify: (d, t) =>
    d.outcome === "submitted"
      ? layout(
          t,
          t("verificationSubmitted.subject"),
          [
            t("greeting", { name: d.name }),
            t("verificationSubmitted.body", { applicant: d.applicant ?? t("verificationSubmitted.someone") }),
          ],
          { label: t("verificationSubmitted.action"), url: d.url },
        )
      : d.outcome === "verified"
        ? layout(
            t,
            t("verificationApproved.subject"),
            [t("greeting", { name: d.name }), t("verificationApproved.body")],
            { label: t("verificationApproved.action"), url: d.url },
          )
        : layout(
            t,
            t("verificationRejected.subject"),
            [
              t("greeting", { name: d.name }),
              t("verificationRejected.reason", { reason: d.reason ?? t("verificationRejected.noReason") }),
              t("verificationRejected.next"),
            ],
            { label: t("verificationRejected.action"), url: d.url },
          ),
  booking_status_notify: (d, t, lang) =>
    layout(
      t,
      t("bookingStatus.subject", { gearName: d.gearName, status: d.status }),
      [
        t("greeting", { name: d.name }),
        t("bookingStatus.body", { ...booking(d, lang), status: d.status }),
        ...(d.reason ? [t("bookingStatus.reason", { reason: d.reason })] : []),
      ],
      { label: t("bookingStatus.action"), url: d.url },
    ),
  "wanted-answer": (d, t) =>
    layout(
      t,
      t("wantedAnswer.subject", { postTitle: d.postTitle }),
      [
        t("greeting", { name: d.name }),
        t("wantedAnswer.body", { ownerName: d.ownerName, gearName: d.gearName, postTitle: d.postTitle }),
      ],
      { label: t("wantedAnswer.action"), url: d.url },
    ),
  booking_message_notify: (d, t) =>
    layout(
      t,
      t("message.subject", { gearName: d.gearName }),
      [
        t("greeting", { name: d.name }),
        t("message.body", { from: d.from || t("message.someone"), preview: d.preview }),
      ],
      { label: t("message.action"), url: d.url },
    ),
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
  return templates[name](translated, translator(lang, "mail"), lang);
}

/** Payload of an 'email' job. */
export interface EmailJob<K extends TemplateName = TemplateName> {
  template: K;
  to: string;
  data: TemplateData[K];
}
