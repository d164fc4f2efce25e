import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact";

describe("redactUrl", () => {
  it("masks tokens in reset and verification links", () => {
    expect(redactUrl("/auth/reset-password?token=abc123")).toBe("/auth/reset-password?token=[redacted]");
    expect(redactUrl("/api/auth/verify-email?token=eyJ.x.y&callbackURL=%2F")).toBe(
      "/api/auth/verify-email?token=[redacted]&callbackURL=%2F",
    );
  });
  it("leaves other URLs alone", () => {
    expect(redactUrl("/api/gear?q=sony&page=2")).toBe("/api/gear?q=sony&page=2");
    expect(redactUrl("/api/gear?tokenizer=x")).toBe("/api/gear?tokenizer=x");
  });
});

describe("request logs of the real server", () => {
  // A real server start (tsx, migrations): on a busy CI machine it can take most of a minute.
  it("never contain a reset token", async () => {
    const { spawn } = await import("node:child_process");
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const dir = mkdtempSync(path.join(tmpdir(), "sewagear-log-"));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: { ...process.env, DATA_DIR: dir, PORT: String(port), SEED_DEMO: "false", LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    try {
      const base = `http://127.0.0.1:${port}`;
      for (
        let i = 0;
        i < 360 &&
        !(await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        ));
        i++
      )
        await new Promise((r) => setTimeout(r, 250));
      await fetch(`${base}/auth/reset-password?token=SECRET-RESET-TOKEN-123`);
      await fetch(`${base}/api/auth/verify-email?token=SECRET-VERIFY-TOKEN-456`);
      await new Promise((r) => setTimeout(r, 300));
      expect(output).toContain("reset-password?token=[redacted]");
      expect(output).not.toContain("SECRET-RESET-TOKEN-123");
      expect(output).not.toContain("SECRET-VERIFY-TOKEN-456");
    } finally {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
