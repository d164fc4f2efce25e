import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { ApiErrorBody } from "../../shared/errors";
import type { App } from "../app";

/**
 * One way for tests to call the API: `ctx.request.post(url, body, { as: renter })`.
 * Writes carry our own Origin (the server refuses foreign ones); GETs carry
 * none, as a browser's same-origin GET does.
 */

export type InjectResponse = Awaited<ReturnType<App["inject"]>>;

/** Who calls: an account from the factories, a raw Cookie header, or nobody (undefined: signed out). */
export type Caller = { cookie: string } | string | undefined;

export interface RequestOptions {
  as?: Caller;
  /** Extra headers; a header set to `undefined` leaves a default out (`{ origin: undefined }`). */
  headers?: Record<string, string | undefined>;
  remoteAddress?: string;
}

/** A request body: JSON (any object), a multipart form (`multipart(...)`), or raw text. */
export type Body = object | string | undefined;

export interface Requester {
  get(url: string, options?: RequestOptions): Promise<InjectResponse>;
  post(url: string, body?: Body, options?: RequestOptions): Promise<InjectResponse>;
  put(url: string, body?: Body, options?: RequestOptions): Promise<InjectResponse>;
  patch(url: string, body?: Body, options?: RequestOptions): Promise<InjectResponse>;
  delete(url: string, options?: RequestOptions): Promise<InjectResponse>;
  /** Any of the above by name, for tables of endpoints. */
  send(method: Method, url: string, body?: Body, options?: RequestOptions): Promise<InjectResponse>;
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface UploadFile {
  /** Form field name; "photos" unless given. */
  field?: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

/** A multipart/form-data body, built by `multipart()`. */
export class Multipart {
  constructor(
    readonly payload: Buffer,
    readonly contentType: string,
  ) {}
}

/** A multipart/form-data body: text fields, then files. */
export function multipart(fields: Record<string, string>, files: UploadFile[] = []): Multipart {
  const boundary = `----sewagear${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "photos"}"; filename="${f.filename ?? "upload.png"}"\r\nContent-Type: ${f.type ?? "image/png"}\r\n\r\n`;
    parts.push(Buffer.from(head), f.data, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return new Multipart(Buffer.concat(parts), `multipart/form-data; boundary=${boundary}`);
}

const cookieHeader = (as: Caller) => (as === undefined ? undefined : typeof as === "string" ? as : as.cookie);

/** Requests to `app`, writes claiming `origin` (the app's PUBLIC_URL). */
export function requester(app: App, origin: string): Requester {
  const send = (method: Method, url: string, body: Body, o: RequestOptions = {}) => {
    const headers: Record<string, string | undefined> = {
      ...(method === "GET" ? {} : { origin }),
      cookie: cookieHeader(o.as),
    };
    let payload: string | object | Buffer | undefined = body;
    if (body instanceof Multipart) {
      payload = body.payload;
      headers["content-type"] = body.contentType;
    }
    Object.assign(headers, o.headers);
    const defined = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
    return app.inject({
      method,
      url,
      payload,
      headers: defined,
      ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}),
    });
  };
  return {
    get: (url, o = {}) => send("GET", url, undefined, o),
    post: (url, body, o = {}) => send("POST", url, body, o),
    put: (url, body, o = {}) => send("PUT", url, body, o),
    patch: (url, body, o = {}) => send("PATCH", url, body, o),
    delete: (url, o = {}) => send("DELETE", url, undefined, o),
    send,
  };
}

/** `name=value; name2=value2` from a response's Set-Cookie headers (cleared cookies left out). */
export function cookieOf(res: InjectResponse): string {
  const raw = res.headers["set-cookie"];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list
    .map((c) => c.split(";")[0]!.trim())
    .filter((pair) => pair.includes("=") && pair.split("=")[1] !== "")
    .join("; ");
}

/** Expect the answer to a signed-out call: 401 UNAUTHENTICATED. */
export function expectSignInAsked(res: InjectResponse) {
  expect(res.statusCode).toBe(401);
  expect(res.json().error.code).toBe("UNAUTHENTICATED");
}

/**
 * Expect input the API refuses: 400 BAD_INPUT. Returns the error body, for the
 * test's own checks of its message and field messages.
 */
export function expectBadInput(res: InjectResponse, what?: string): ApiErrorBody["error"] {
  expect(res.statusCode, what).toBe(400);
  const { error } = res.json() as ApiErrorBody;
  expect(error.code, what).toBe("BAD_INPUT");
  return error;
}
