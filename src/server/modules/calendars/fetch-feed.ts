import http from "node:http";
import https from "node:https";
import {
  type AddressPolicy,
  guardedLookup,
  isAllowedAddress,
  literalAddress,
  RefusedAddressError,
} from "../../lib/public-address";

/** Why a calendar could not be read; each has its message (calendars namespace, errors.read.*). */
export type FeedProblem =
  | "notHttp"
  | "refusedAddress"
  | "unresolved"
  | "unreachable"
  | "timeout"
  | "tooLarge"
  | "httpStatus"
  | "tooManyRedirects"
  | "notCalendar";

export class FeedReadError extends Error {
  constructor(
    readonly problem: FeedProblem,
    /** The HTTP status, for httpStatus. */
    readonly status?: number,
  ) {
    super(`calendar read failed: ${problem}${status ? ` ${status}` : ""}`);
  }
}

export interface FetchLimits {
  /** For the whole read, every redirect included. */
  timeoutMs: number;
  maxBytes: number;
}

/** Redirects followed: calendar exports move once or twice (http → https, old path → new), not more. */
const MAX_REDIRECTS = 5;

/**
 * What is wrong with a URL before any connection: not http(s), or a literal
 * address that is not public (a literal is never looked up, so the guarded
 * lookup would not see it). Names are checked when resolved, on every hop.
 */
export function feedUrlProblem(url: URL, policy: AddressPolicy): FeedProblem | null {
  if (url.protocol !== "http:" && url.protocol !== "https:") return "notHttp";
  const address = literalAddress(url);
  if (address && !isAllowedAddress(address, policy)) return "refusedAddress";
  return null;
}

/**
 * Read an external calendar: GET with at most MAX_REDIRECTS redirects, each hop's
 * URL checked and its name resolved through the guarded lookup (the socket goes
 * to the address checked), the whole read within `timeoutMs`, the body cut off
 * past `maxBytes`. Throws FeedReadError; answers the body as text.
 */
export async function fetchFeed(address: string, policy: AddressPolicy, limits: FetchLimits): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(address);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const problem = feedUrlProblem(url, policy);
    if (problem) throw new FeedReadError(problem);
    const answer = await getOnce(url, policy, limits, signal);
    if (answer.kind === "body") return answer.text;
    url = answer.location;
  }
  throw new FeedReadError("tooManyRedirects");
}

type Answer = { kind: "body"; text: string } | { kind: "redirect"; location: URL };

function getOnce(url: URL, policy: AddressPolicy, limits: FetchLimits, signal: AbortSignal): Promise<Answer> {
  const lookup = guardedLookup(policy);
  // No keep-alive: every hop resolves and is checked afresh (DNS rebinding).
  const agent =
    url.protocol === "https:"
      ? new https.Agent({ keepAlive: false, lookup, ca: https.globalAgent.options.ca })
      : new http.Agent({ keepAlive: false, lookup });
  const send = url.protocol === "https:" ? https.request : http.request;
  return new Promise<Answer>((resolve, reject) => {
    const fail = (err: unknown) => {
      if (err instanceof FeedReadError) return reject(err);
      if (signal.aborted) return reject(new FeedReadError("timeout"));
      const cause = (err as { cause?: unknown })?.cause ?? err;
      if (err instanceof RefusedAddressError || cause instanceof RefusedAddressError)
        return reject(new FeedReadError("refusedAddress"));
      const code = (err as { code?: string })?.code;
      reject(new FeedReadError(code === "ENOTFOUND" || code === "EAI_AGAIN" ? "unresolved" : "unreachable"));
    };
    const req = send(
      url,
      {
        method: "GET",
        agent,
        signal,
        headers: { accept: "text/calendar, */*;q=0.5", "user-agent": "SewaGear calendar sync" },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          let next: URL;
          try {
            next = new URL(res.headers.location, url);
          } catch {
            return reject(new FeedReadError("unreachable"));
          }
          return resolve({ kind: "redirect", location: next });
        }
        if (status !== 200) {
          res.resume();
          return reject(new FeedReadError("httpStatus", status));
        }
        const declared = Number(res.headers["content-length"]);
        if (Number.isFinite(declared) && declared > limits.maxBytes) {
          res.destroy();
          return reject(new FeedReadError("tooLarge"));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          // Counted as it arrives: a server that sends no length (or lies) is cut off here.
          if (size > limits.maxBytes) {
            res.destroy();
            reject(new FeedReadError("tooLarge"));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ kind: "body", text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", fail);
      },
    );
    req.on("error", fail);
    req.end();
  }).finally(() => agent.destroy());
}
