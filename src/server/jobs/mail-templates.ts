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
  /** Declined, cancelled (by someone or by the clock) and completed notices. */
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

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): Omit<MailMessage, "to"> {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), "", "— SewaGear"].join("\n\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;max-width:560px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : ""}
<p style="color:#666">SewaGear — camera and production gear rental, Malaysia</p></body></html>`;
  return { subject: title, text, html };
}

const templates: { [K in TemplateName]: (d: TemplateData[K]) => Omit<MailMessage, "to"> } = {
  "reset-password": (d) =>
    layout(
      "Reset your SewaGear password",
      [
        `Hi ${d.name},`,
        "Someone asked to reset the password of your SewaGear account. The link works for one hour.",
        "If it was not you, ignore this e-mail: your password stays as it is.",
      ],
      { label: "Set a new password", url: d.url },
    ),
  "verify-email": (d) =>
    layout(
      "Verify your e-mail address",
      [`Hi ${d.name},`, "Please confirm this e-mail address for your SewaGear account."],
      {
        label: "Verify my e-mail",
        url: d.url,
      },
    ),
  "existing-account": (d) =>
    layout(
      "You already have a SewaGear account",
      [
        `Hi ${d.name},`,
        "Someone tried to register a new SewaGear account with this e-mail address. You already have one.",
        `Sign in at ${d.loginUrl}, or if you forgot your password, reset it.`,
      ],
      { label: "Reset my password", url: d.resetUrl },
    ),
  booking_notification: (d) =>
    layout(
      `New booking request: ${d.gearName}`,
      [
        `Hi ${d.name},`,
        `${d.renterName} asks to rent ${d.gearName} from ${d.startDate} to ${d.endDate}.`,
        "Approve or decline within 48 hours, or the request is cancelled automatically.",
      ],
      {
        label: "Answer the request",
        url: d.url,
      },
    ),
  booking_approval_notify: (d) =>
    layout(
      `Approved: ${d.gearName}`,
      [
        `Hi ${d.name},`,
        `Your booking of ${d.gearName} from ${d.startDate} to ${d.endDate} was approved.`,
        "Pay the owner with the details on the booking and upload your receipt within 24 hours, or the booking is cancelled and the dates released.",
      ],
      {
        label: "See payment details",
        url: d.url,
      },
    ),
  receipt_upload_notify: (d) =>
    layout(
      `Payment receipt uploaded: ${d.gearName}`,
      [
        `Hi ${d.name},`,
        `${d.renterName} uploaded a payment receipt for ${d.gearName} (${d.startDate} to ${d.endDate}).`,
        "Check it and accept it to confirm the booking.",
      ],
      {
        label: "Check the receipt",
        url: d.url,
      },
    ),
  verification_notify: (d) =>
    d.outcome === "submitted"
      ? layout(
          "New verification request",
          [`Hi ${d.name},`, `${d.applicant ?? "A renter"} submitted identity documents for review.`],
          { label: "Review the request", url: d.url },
        )
      : d.outcome === "verified"
        ? layout(
            "Your identity is verified",
            [`Hi ${d.name},`, "Your SewaGear identity verification was approved. You can now book gear."],
            { label: "Find gear", url: d.url },
          )
        : layout(
            "Your identity verification was not approved",
            [
              `Hi ${d.name},`,
              `Reason: ${d.reason ?? "not given"}.`,
              "You can correct it and submit again from your profile.",
            ],
            { label: "Open my profile", url: d.url },
          ),
  booking_status_notify: (d) =>
    layout(
      `${d.gearName}: booking ${d.status}`,
      [
        `Hi ${d.name},`,
        `The booking of ${d.gearName} from ${d.startDate} to ${d.endDate} is now ${d.status}.`,
        ...(d.reason ? [`Reason: ${d.reason}`] : []),
      ],
      {
        label: "Open the booking",
        url: d.url,
      },
    ),
  "wanted-answer": (d) =>
    layout(
      `An owner answered “${d.postTitle}”`,
      [`Hi ${d.name},`, `${d.ownerName} offers ${d.gearName} for your wanted request “${d.postTitle}”.`],
      { label: "See the answer", url: d.url },
    ),
  booking_message_notify: (d) =>
    layout(`New message about ${d.gearName}`, [`Hi ${d.name},`, `${d.from} wrote: “${d.preview}”`], {
      label: "Reply",
      url: d.url,
    }),
};

export function renderTemplate<K extends TemplateName>(name: K, data: TemplateData[K]): Omit<MailMessage, "to"> {
  return templates[name](data);
}

/** Payload of an 'email' job. */
export interface EmailJob<K extends TemplateName = TemplateName> {
  template: K;
  to: string;
  data: TemplateData[K];
}
