/**
 * The API document's operations as the probe calls them: a plausible request
 * built from each operation's own schemas (so it gets past the validator and
 * reaches the handler's checks), and malformed variants of it.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  const?: unknown;
  default?: unknown;
  contentMediaType?: string;
};

interface RawOperation {
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; schema?: Schema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export type Document = { paths: Record<string, Record<string, RawOperation>>; security?: unknown };

export interface Operation {
  method: string;
  /** As documented: `/api/bookings/{id}/transitions`. */
  template: string;
  /** Needs a session by the document. */
  signedIn: boolean;
  pathParams: string[];
  query: Record<string, Schema>;
  body: { kind: "json" | "multipart"; schema: Schema } | null;
}

export function operationsOf(doc: Document): Operation[] {
  const out: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const json = content["application/json"]?.schema;
      const multipart = content["multipart/form-data"]?.schema;
      out.push({
        method: method.toUpperCase(),
        template,
        signedIn:
          (op.security ?? []).some((s) => "session" in s) && !(op.security ?? []).some((s) => !("session" in s)),
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        query: Object.fromEntries(params.filter((p) => p.in === "query").map((p) => [p.name, p.schema ?? {}])),
        body: json ? { kind: "json", schema: json } : multipart ? { kind: "multipart", schema: multipart } : null,
      });
    }
  }
  return out;
}

const today = new Date();
const isoDay = (offsetDays: number) => new Date(today.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A value the schema accepts, as far as the probe can tell. */
export function plausible(schema: Schema, name = ""): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return plausible(alt.find((s) => s.type !== "null") ?? alt[0]!, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const value: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) value[key] = plausible(prop, key);
      return value;
    }
    case "array":
      return schema.items ? [plausible(schema.items, name)] : [];
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 3, 3));
    case "boolean":
      return true;
    default:
      return plausibleText(schema, name);
  }
}

function plausibleText(schema: Schema, name: string): string {
  const n = name.toLowerCase();
  if (schema.format === "email" || n.includes("email"))
    return `probe-${Math.random().toString(36).slice(2, 8)}@example.test`;
  if (n.includes("startdate") || n === "from") return isoDay(20);
  if (n.includes("enddate") || n === "to") return isoDay(22);
  if (n.includes("date") || n.includes("day")) return isoDay(21);
  if (n.includes("month")) return isoDay(0).slice(0, 7);
  if (schema.pattern?.includes("[01]\\d")) return "10:00";
  if (n.includes("url") || n.includes("endpoint")) return "https://push.example.test/x";
  if (n.includes("phone")) return "012-345 6789";
  const text = "probe text";
  return text.slice(0, Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? text.length, text.length)));
}

/** Values a body field must survive (each answered without a 5xx). */
export const HOSTILE_VALUES: unknown[] = [
  "\u0000",
  "ab\u0000cd",
  "\ud800",
  "\u200b\u200b",
  "x".repeat(20_000),
  "' OR '1'='1",
  "<script>alert(1)</script>",
  1e308,
  -1e308,
  "9999-12-31",
  "2027-02-30",
  null,
  [],
  { nested: "\u0000" },
];

/** Values for a path segment or a query parameter (URL-encoded). */
export const HOSTILE_SEGMENTS = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%E2%80%8B",
  "9".repeat(400),
  "-1",
  "1e308",
  "..%2F..%2Fetc",
  "'%20OR%201=1--",
];

/** The operation's URL with `ids` for its path parameters (a known id where the caller has one, else a made-up one). */
export function urlOf(op: Operation, ids: Record<string, string> = {}, query = true): string {
  const path = op.template.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(ids[name] ?? "probe0000000000000000000"),
  );
  if (!query || Object.keys(op.query).length === 0) return path;
  const qs = new URLSearchParams();
  for (const [name, schema] of Object.entries(op.query)) qs.set(name, String(plausible(schema, name)));
  return `${path}?${qs}`;
}

/** The operation's body: JSON, or a multipart form whose file parts hold a tiny file. */
export function bodyOf(op: Operation, override?: (value: unknown) => unknown): unknown {
  if (!op.body) return undefined;
  const value = plausible(op.body.schema) as Record<string, unknown>;
  const filled = override ? Object.fromEntries(Object.keys(value).map((k) => [k, override(value[k])])) : value;
  if (op.body.kind === "json") return filled;
  const form = new FormData();
  for (const [key, prop] of Object.entries(op.body.schema.properties ?? {})) {
    const binary = prop.format === "binary" || prop.items?.format === "binary";
    if (binary) form.append(key, new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x01])]), "probe.jpg");
    else
      form.append(key, typeof filled[key] === "string" ? (filled[key] as string) : JSON.stringify(filled[key] ?? "{}"));
  }
  return form;
}
