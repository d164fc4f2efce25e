import net from "node:net";
import { SMTPServer } from "smtp-server";
import { createMailer } from "../jobs/mailer";
import { appTest } from "./fixtures";
import { silentLogger } from "./test-app";

/** One message as the server received it: envelope recipients and the raw RFC 5322 text. */
export interface Received {
  rcptTo: string[];
  raw: string;
}

/** A plain SMTP server on loopback (no STARTTLS, no auth) that keeps what it receives. */
export function startSmtp(port = 0): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          rcptTo: session.envelope.rcptTo.map((a) => a.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.on("error", reject);
    const listening = server.listen(port, "127.0.0.1", () => {
      resolve({
        port: (listening.address() as net.AddressInfo).port,
        received,
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    });
  });
}

/** Headers and the quoted-printable-decoded text of a raw message. */
export function parseMessage(raw: string) {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1]?.trim();
  const latin1 = rest
    .join("\n\n")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return {
    to: header("To"),
    from: header("From"),
    subject: header("Subject"),
    body: Buffer.from(latin1, "latin1").toString("utf8"),
  };
}

/**
 * A test app whose job worker sends through a real SMTP server on loopback, and
 * that server: `const { it, smtp } = await smtpAppTest();` then read `smtp.received`.
 */
export async function smtpAppTest(env: Record<string, string | undefined> = {}) {
  const smtp = await startSmtp();
  const it = appTest(env, {
    mailer: (config) =>
      createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: "SewaGear <no-reply@sewagear.test>",
        dataDir: config.DATA_DIR,
        log: silentLogger,
      }),
  });
  it.afterAll(() => smtp.close());
  return { it, smtp };
}
