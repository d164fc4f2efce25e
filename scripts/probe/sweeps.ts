import { type Answer, type Client, inParallel } from "./http";
import { IDENTITY_NAMES, type Identity } from "./identities";
import { bodyOf, HOSTILE_SEGMENTS, HOSTILE_VALUES, type Operation, urlOf } from "./operations";
import { BACK_OFFICE_PREFIXES, NOT_BACK_OFFICE, type Target } from "./targets";

export type Severity = "High" | "Medium" | "Low";
export interface Finding {
  severity: Severity;
  sweep: string;
  what: string;
}

export interface SweepResult {
  name: string;
  requests: number;
  /** What the sweep counts as a pass ("refused", "no 5xx"). */
  passed: number;
  findings: Finding[];
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Never sent by the sweeps: an endless stream, and the ends of the probe's own sessions. */
const SKIPPED = new Set(["GET /api/events", "POST /api/profile/delete"]);
const sendable = (op: Operation) => !SKIPPED.has(`${op.method} ${op.template}`);
const refused = (a: Answer) => a.status === 401 || a.status === 403 || a.status === 404;

/** The parties' reads, as text: the same before and after a sweep means it changed nothing they can see. */
async function witness(client: Client, cookies: Record<Identity, string>, targets: Target[]) {
  const seen: string[] = [];
  for (const t of targets)
    for (const w of t.witnesses)
      seen.push((await client.send({ method: "GET", path: w.path, cookie: cookies[w.as] })).text);
  return seen;
}

/**
 * Authorization: every operation on another party's resource (the booking of a
 * renter, the listing of an owner, …) and every back-office operation, sent
 * with a well-formed body by each caller that has no business there. Each must
 * be refused (401, 403 or 404, or 400 before anything is read), and the parties'
 * own reads must be unchanged afterwards.
 */
export async function authorizationSweep(
  client: Client,
  ops: Operation[],
  cookies: Record<Identity, string>,
  targets: Target[],
): Promise<SweepResult> {
  const result: SweepResult = { name: "authorization", requests: 0, passed: 0, findings: [] };
  const before = await witness(client, cookies, targets);
  const calls: { op: Operation; as: Identity; ids: Record<string, string>; what: string }[] = [];
  for (const op of ops.filter((o) => o.signedIn && sendable(o))) {
    for (const t of targets.filter((t) => op.template.startsWith(t.prefix)))
      for (const as of t.strangers) calls.push({ op, as, ids: t.ids, what: t.what });
    if (BACK_OFFICE_PREFIXES.some((p) => op.template.startsWith(p)))
      for (const as of NOT_BACK_OFFICE) calls.push({ op, as, ids: targets[0]?.ids ?? {}, what: "back office" });
  }
  await inParallel(calls, 8, async ({ op, as, ids, what }) => {
    const answer = await client.send({
      method: op.method,
      path: urlOf(op, ids),
      body: bodyOf(op),
      cookie: cookies[as],
    });
    result.requests++;
    if (refused(answer) || answer.status === 400) result.passed++;
    else
      result.findings.push({
        severity: answer.status < 300 ? "High" : "Medium",
        sweep: "authorization",
        what: `${op.method} ${op.template} (${what}) as ${as}: ${answer.status} ${answer.code ?? ""}`,
      });
  });
  const after = await witness(client, cookies, targets);
  before.forEach((text, i) => {
    if (text !== after[i])
      result.findings.push({
        severity: "High",
        sweep: "authorization",
        what: `a party's read changed during the sweep (#${i})`,
      });
  });
  return result;
}

/** Ten ways a page on another site (or a subdomain) sends a write with the victim's cookie. */
function foreignWrites(base: string): { name: string; headers: Record<string, string> }[] {
  const own = new URL(base);
  return [
    { name: "another site", headers: { origin: "https://evil.example" } },
    { name: "origin null (sandboxed frame)", headers: { origin: "null" } },
    { name: "a suffix of our host", headers: { origin: `${own.protocol}//${own.hostname}.evil.example:${own.port}` } },
    { name: "a subdomain", headers: { origin: `${own.protocol}//app.${own.hostname}:${own.port}` } },
    { name: "another port", headers: { origin: `${own.protocol}//${own.hostname}:${Number(own.port) + 1}` } },
    { name: "https instead of http", headers: { origin: `https://${own.host}` } },
    { name: "cross-site fetch metadata, no origin", headers: { origin: "", "sec-fetch-site": "cross-site" } },
    { name: "cross-site fetch metadata, own origin", headers: { "sec-fetch-site": "cross-site" } },
    { name: "our origin with a path", headers: { origin: `${base}/x` } },
    { name: "upper-case look-alike", headers: { origin: base.toUpperCase() } },
  ];
}

/** CSRF: every documented write, as the admin, from each foreign origin: all refused, before any handler runs. */
export async function csrfSweep(client: Client, ops: Operation[], cookie: string): Promise<SweepResult> {
  const result: SweepResult = { name: "cross-site writes", requests: 0, passed: 0, findings: [] };
  const calls = ops
    .filter((o) => WRITES.has(o.method) && sendable(o))
    .flatMap((op) => foreignWrites(client.base).map((variant) => ({ op, variant })));
  await inParallel(calls, 8, async ({ op, variant }) => {
    const headers = { ...variant.headers };
    // An empty origin means none at all (fetch would otherwise add ours).
    const answer = await client.send({ method: op.method, path: urlOf(op), body: bodyOf(op), cookie, headers });
    result.requests++;
    if (answer.status === 403 && answer.code === "FOREIGN_ORIGIN") result.passed++;
    else if (!(variant.headers.origin === "" && answer.status === 403))
      result.findings.push({
        severity: answer.status < 400 ? "High" : "Low",
        sweep: "cross-site writes",
        what: `${op.method} ${op.template} from ${variant.name}: ${answer.status} ${answer.code ?? ""}`,
      });
    else result.passed++;
  });
  return result;
}

/**
 * Schema-driven fuzz: every operation as every caller, once well-formed, once
 * with each hostile value in every body field, and once with each hostile path
 * or query value. Anything may be refused; nothing may answer 5xx.
 */
export async function fuzzSweep(
  client: Client,
  ops: Operation[],
  cookies: Record<Identity, string>,
): Promise<SweepResult> {
  const result: SweepResult = { name: "schema fuzz", requests: 0, passed: 0, findings: [] };
  const calls: { op: Operation; as: Identity; path: string; body: unknown }[] = [];
  for (const op of ops.filter(sendable)) {
    for (const as of IDENTITY_NAMES) {
      calls.push({ op, as, path: urlOf(op), body: bodyOf(op) });
      if (op.body) for (const v of HOSTILE_VALUES) calls.push({ op, as, path: urlOf(op), body: bodyOf(op, () => v) });
      const segments = op.pathParams.length > 0 || Object.keys(op.query).length > 0 ? HOSTILE_SEGMENTS : [];
      for (const s of segments) {
        const path =
          op.template.replace(/\{\w+\}/g, s) +
          (Object.keys(op.query).length ? `?${Object.keys(op.query)[0]}=${s}` : "");
        calls.push({ op, as, path, body: bodyOf(op) });
      }
    }
  }
  await inParallel(calls, 8, async ({ op, as, path, body }) => {
    const answer = await client.send({ method: op.method, path, body, cookie: cookies[as] });
    result.requests++;
    if (answer.status < 500) result.passed++;
    else
      result.findings.push({
        severity: "Medium",
        sweep: "schema fuzz",
        what: `${op.method} ${path.slice(0, 120)} as ${as}: ${answer.status}`,
      });
  });
  return result;
}
