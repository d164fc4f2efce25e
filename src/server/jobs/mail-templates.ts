import type { MailMessage } from "./mailer";

/** Data each template needs; the job payload carries it. */
export interface TemplateData {
  "reset-password": { name: string; url: string };
  "verify-email": { name: string; url: string };
  "existing-account": { name: string; loginUrl: string; resetUrl: string };
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
      [`Hi ${d.name},`, "Someone asked to reset the password of your SewaGear account. The link works for one hour.", "If it was not you, ignore this e-mail: your password stays as it is."],
      { label: "Set a new password", url: d.url },
    ),
  "verify-email": (d) =>
    layout("Verify your e-mail address", [`Hi ${d.name},`, "Please confirm this e-mail address for your SewaGear account."], {
      label: "Verify my e-mail",
      url: d.url,
    }),
  "existing-account": (d) =>
    layout(
      "You already have a SewaGear account",
      [`Hi ${d.name},`, "Someone tried to register a new SewaGear account with this e-mail address. You already have one.", `Sign in at ${d.loginUrl}, or if you forgot your password, reset it.`],
      { label: "Reset my password", url: d.resetUrl },
    ),
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
