import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "./lib/root";

// The systemd units in deploy/systemd/ are scored by systemd's own analyser, offline
// (the unit files as written, no running systemd needed): issue 31 asks for at most 2.5.
const UNITS_DIR = path.join(PROJECT_ROOT, "deploy/systemd");
const MAX_EXPOSURE = 2.5;
const units = readdirSync(UNITS_DIR).filter((f) => /\.(service|timer)$/.test(f));
const services = units.filter((f) => f.endsWith(".service"));

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

  // `verify` reads a unit as systemd would load it: an unknown or misspelt key, a setting
  // it cannot parse or a command that is not there fails it (exit 1). It runs offline in a
  // root of its own, since the units name /opt/sewagear and systemd's standard targets.
  it.skipIf(missing !== null).each(units)("%s passes systemd-analyze verify", (f) => {
    const root = verifyRoot();
    const r = spawnSync(
      "systemd-analyze",
      ["verify", "--man=no", "--recursive-errors=no", `--root=${root}`, path.join(root, "etc/systemd/system", f)],
      { encoding: "utf8" },
    );
    expect(r.stderr.trim()).toBe("");
    expect(r.status).toBe(0);
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

let root: string | undefined;
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/**
 * A file-system root for `systemd-analyze verify --root`: our units in etc/systemd/system,
 * the host's targets they hang on (multi-user, timers, network-online …), and stand-ins for
 * the programs their Exec lines name (the pinned Node in /opt/sewagear, find), so what is
 * checked is the unit files, not this machine.
 */
function verifyRoot(): string {
  if (root) return root;
  root = mkdtempSync(path.join(tmpdir(), "sewagear-units-"));
  const etc = path.join(root, "etc/systemd/system");
  const lib = path.join(root, "usr/lib/systemd/system");
  mkdirSync(etc, { recursive: true });
  mkdirSync(lib, { recursive: true });
  for (const f of units) copyFileSync(path.join(UNITS_DIR, f), path.join(etc, f));
  const hostUnits = ["/usr/lib/systemd/system", "/lib/systemd/system"].find((d) => existsSync(d));
  if (hostUnits)
    for (const f of readdirSync(hostUnits).filter((n) => n.endsWith(".target")))
      copyFileSync(path.join(hostUnits, f), path.join(lib, f));
  const programs = new Set<string>();
  for (const f of units)
    for (const m of readFileSync(path.join(UNITS_DIR, f), "utf8").matchAll(/^Exec\w+=[-@:+!]*(\/\S+)/gm))
      programs.add(m[1]!);
  for (const program of programs) {
    const stub = path.join(root, program);
    mkdirSync(path.dirname(stub), { recursive: true });
    writeFileSync(stub, "#!/bin/sh\n");
    chmodSync(stub, 0o755);
  }
  return root;
}
