import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import { metrics } from "../lib/metrics";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Where a mail app's "Unsubscribe" button posts (RFC 8058): set on mail a person
   * chose to receive (the saved-filter digest), never on mail about their bookings.
   */
  oneClickUrl?: string;
}

/**
 * Every message is sent by the system, not a person (RFC 3834): auto-responders and
 * out-of-office replies leave it alone.
 */
const AUTOMATED = { "Auto-Submitted": "auto-generated" };

/** A message's own fields for nodemailer, with the headers above and, when it has one, the one-click unsubscribe. */
function envelope({ oneClickUrl, ...m }: MailMessage, from: string) {
  const unsubscribe = oneClickUrl
    ? { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
    : {};
  return { from, ...m, headers: { ...AUTOMATED, ...unsubscribe } };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under
 * DATA_DIR/mail, so a newcomer can open the reset link without a mail server.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  return counted(transportOf(opts));
}

/** Each message sent or failed, counted for /metrics whichever transport carries it. */
function counted(mailer: Mailer): Mailer {
  return {
    async send(m) {
      try {
        await mailer.send(m);
      } catch (err) {
        metrics.emailsFailed.inc();
        throw err;
      }
      metrics.emailsSent.inc();
    },
  };
}

function transportOf(opts: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl, { from: opts.from });
    return {
      async send(m) {
        await transport.sendMail(envelope(m, opts.from));
      },
    };
  }
  const dir = path.join(opts.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(m) {
      const info = await transport.sendMail(envelope(m, opts.from));
      await mkdir(dir, { recursive: true });
      const safeTo = m.to.replace(/[^a-z0-9@._-]/gi, "_");
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      // Where, not to whom: the file name carries the address, and logs carry no personal data.
      opts.log.info({ dir }, "e-mail written to the mail folder");
    },
  };
}
