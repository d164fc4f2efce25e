/** The probe's HTTP client: plain fetch to the instance under test, on loopback only. */

export interface Answer {
  status: number;
  code: string | null;
  headers: Headers;
  text: string;
}

export interface Call {
  method: string;
  path: string;
  /** A JSON value, FormData, or raw text (sent as given, with `contentType`). */
  body?: unknown;
  contentType?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export class Client {
  sent = 0;
  constructor(readonly base: string) {
    const host = new URL(base).hostname;
    // Traffic from the probe goes to the instance it started, never elsewhere.
    if (!["localhost", "127.0.0.1", "[::1]"].includes(host)) throw new Error(`not a loopback instance: ${base}`);
  }

  async send(call: Call): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.base, ...call.headers };
    if (call.cookie) headers.cookie = call.cookie;
    if (headers.origin === "") delete headers.origin;
    let body: BodyInit | undefined;
    if (call.body instanceof FormData) body = call.body;
    else if (typeof call.body === "string" && call.contentType) {
      body = call.body;
      headers["content-type"] = call.contentType;
    } else if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers["content-type"] = "application/json";
    }
    this.sent++;
    const res = await fetch(this.base + call.path, { method: call.method, headers, body, redirect: "manual" });
    const text = await res.text();
    let code: string | null = null;
    try {
      code = (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? null;
    } catch {
      /* not JSON: code stays null */
    }
    return { status: res.status, code, headers: res.headers, text };
  }
}

/** Runs `work` over `items` with at most `width` in flight. */
export async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
