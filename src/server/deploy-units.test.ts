import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "./lib/root";

// The systemd units in deploy/systemd/ are scored by systemd's own analyser, offline
// (the unit files as written, no running systemd needed): issue 31 asks for at most 2.5.
const UNITS_DIR = path.join(PROJECT_ROOT, "deploy/systemd");
const MAX_EXPOSURE = 2.5;
const services = readdirSync(UNITS_DIR).filter((f) => f.endsWith(".service"));

/** Why the score cannot be taken here, or null: `--offline` came with systemd 250. */
function analyserMissing(): string | null {
  const probe = spawnSync("systemd-analyze", ["security", "--offline=yes", path.join(UNITS_DIR, services[0]!)], {
    encoding: "utf8",
  });
  if (probe.error) return "systemd-analyze is not installed (apt-get install systemd)";
  if (/unrecognized option|unknown option/i.test(probe.stderr)) return "this systemd-analyze has no --offline (< 250)";
  return null;
}

const missing = analyserMissing();
if (missing) console.warn(`deploy-units.test.ts: unit scores NOT checked: ${missing}`);

/** The "Overall exposure level" systemd-analyze prints for one unit file. */
function exposure(file: string): number {
  const out = execFileSync("systemd-analyze", ["security", "--offline=yes", "--no-pager", file], { encoding: "utf8" });
  const m = /Overall exposure level for \S+: (\d+(?:\.\d+)?)/.exec(out);
  if (!m) throw new Error(`no exposure level in systemd-analyze's output for ${file}:\n${out}`);
  return Number(m[1]);
}

describe("deploy/systemd units", () => {
  it("are there to check", () => {
    expect(services.length).toBeGreaterThanOrEqual(3);
  });

  it.skipIf(missing !== null).each(services)(`%s scores at most ${MAX_EXPOSURE} in systemd-analyze security`, (f) => {
    expect(exposure(path.join(UNITS_DIR, f))).toBeLessThanOrEqual(MAX_EXPOSURE);
  });

  // ADR 031: the units run the Node the project pins, not whatever the system has.
  it.each(services)("%s runs the pinned Node", (f) => {
    const execStart = /^ExecStart=(\S+)/m.exec(readFileSync(path.join(UNITS_DIR, f), "utf8"))?.[1];
    expect(execStart).toBe("/opt/sewagear/node_modules/.bin/node");
  });

  // V8 compiles into memory that is writable and executable: this setting would stop every process.
  it.each(services)("%s leaves V8's JIT its writable+executable memory", (f) => {
    expect(readFileSync(path.join(UNITS_DIR, f), "utf8")).not.toMatch(/^MemoryDenyWriteExecute=(yes|true|1)/m);
  });
});
