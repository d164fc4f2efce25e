import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInMalaysia } from "../shared/dates";
import { freePort } from "./test/ports";

/**
 * Issue 15 point 8: no personal data in log messages. A real server process at
 * log level debug (everything it writes, ours and the libraries'), through a
 * sign-up, a sign-in, a booking and a password reset; then its whole output is
 * searched for e-mail addresses, the passwords and the reset token used, and the new account's name.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

/** The reset link of the newest mail to `to`: quoted-printable undone, then the token read out. */
async function resetToken(mailDir: string, to: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const names = existsSync(mailDir) ? readdirSync(mailDir).filter((n) => n.endsWith(`-${to}.eml`)) : [];
    for (const n of names.sort().reverse()) {
      const raw = readFileSync(path.join(mailDir, n), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/gi, "=");
      const token = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(raw)?.[1];
      if (token) return decodeURIComponent(token);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no reset mail to ${to}`);
}

describe("log privacy", () => {
  let child: ChildProcess;
  let dataDir: string;
  let base: string;
  let output = "";

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), "sewagear-logs-"));
    child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: "",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        SEED_DEMO: "true",
        LOG_LEVEL: "debug",
        SMTP_URL: "",
        JOB_POLL_MS: "200",
        // Not an overload test: a busy CI machine must not add shed requests to these figures.
        MAX_EVENT_LOOP_DELAY_MS: "0",
        RATE_LIMIT_FACTOR: "10",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
    const deadline = Date.now() + 280_000;
    while (Date.now() < deadline && child.exitCode === null) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the server did not start:\n${output.slice(-3000)}`);
  }, 300_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "sign-up, sign-in, booking and password reset leave no e-mail address or password in the log",
    { timeout: 120_000 },
    async () => {
      const json = (body: unknown, cookie = "") => ({
        method: "POST",
        headers: { "content-type": "application/json", origin: base, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
      const signUpPassword = "Sign-up passphrase 4417";
      const newPassword = "Reset passphrase 8830";
      const newcomer = `log.privacy.${Date.now()}@example.com`;

      const signUp = await fetch(
        `${base}/api/register`,
        json({ name: "Nur Aisyah", email: newcomer, password: signUpPassword }),
      );
      expect(signUp.status).toBeLessThan(300);
      // A wrong password too: refusals are logged differently from successes.
      const wrong = await fetch(
        `${base}/api/auth/sign-in/email`,
        json({ email: "renter@sewagear.test", password: "not it at all" }),
      );
      expect(wrong.status).toBe(401);
      const signIn = await fetch(
        `${base}/api/auth/sign-in/email`,
        json({ email: "renter@sewagear.test", password: "sewagear-demo" }),
      );
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");

      const owner = (await (await fetch(`${base}/api/owners/lensmaster`)).json()) as { gear: { id: string }[] };
      const start = addDays(todayInMalaysia(), 40);
      const booking = await fetch(`${base}/api/bookings`, {
        ...json({ gearId: owner.gear[0]!.id, startDate: start, endDate: start }, cookie),
        headers: { ...json({}, cookie).headers, "idempotency-key": `log-privacy-${Date.now()}` },
      });
      expect(booking.status).toBe(201);

      const asked = await fetch(`${base}/api/auth/request-password-reset`, json({ email: "renter@sewagear.test" }));
      expect(asked.status).toBe(200);
      const token = await resetToken(path.join(dataDir, "mail"), "renter@sewagear.test");
      const reset = await fetch(`${base}/api/auth/reset-password`, json({ newPassword, token }));
      expect(reset.status).toBe(200);
      const again = await fetch(
        `${base}/api/auth/sign-in/email`,
        json({ email: "renter@sewagear.test", password: newPassword }),
      );
      expect(again.status).toBe(200);
      // Let the worker's mail and the request logs of the last answers be written.
      await new Promise((r) => setTimeout(r, 1_500));

      const lines = output.split("\n").filter(Boolean);
      console.info(`log privacy: ${lines.length} log lines checked`);
      expect(lines.length).toBeGreaterThan(20);
      expect(lines.filter((l) => EMAIL.test(l))).toEqual([]);
      for (const secret of [signUpPassword, newPassword, "not it at all", token, "Nur Aisyah"]) {
        expect(lines.filter((l) => l.includes(secret))).toEqual([]);
      }
      // The demo password appears once, in the start-up line that announces the demo data.
      expect(
        lines.filter((l) => l.includes("sewagear-demo")).map((l) => (JSON.parse(l) as { msg: string }).msg),
      ).toEqual(["demo data created (password sewagear-demo)"]);
    },
  );
});
