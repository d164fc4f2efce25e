import type { Client } from "./http";
import type { Identity } from "./identities";

/** The first `id`-like field of a list answer, wherever the list sits in it. */
function firstOf(json: unknown, key = "id"): string | undefined {
  const queue: unknown[] = [json];
  while (queue.length) {
    const v = queue.shift();
    if (Array.isArray(v)) {
      const hit = v.find((x) => x && typeof x === "object" && typeof (x as Record<string, unknown>)[key] === "string");
      if (hit) return (hit as Record<string, string>)[key];
      queue.push(...v);
    } else if (v && typeof v === "object") queue.push(...Object.values(v));
  }
  return undefined;
}

/**
 * One resource of each kind the demo data gives a party, as the authorization
 * sweep aims at it: the party's own id, and who else must be refused it.
 */
export interface Target {
  /** What the resource is ("the renter's booking"). */
  what: string;
  /** Operations whose path starts with this (`/api/bookings/{id}`) take it. */
  prefix: string;
  ids: Record<string, string>;
  /** Callers that must be refused every operation under the prefix. */
  strangers: Identity[];
  /** Reads by the party whose answers must be the same after the sweep. */
  witnesses: { as: Identity; path: string }[];
}

export async function collectTargets(client: Client, cookies: Record<Identity, string>): Promise<Target[]> {
  const read = async (as: Identity, path: string) => {
    const res = await client.send({ method: "GET", path, cookie: cookies[as] });
    if (res.status !== 200) throw new Error(`GET ${path} as ${as} answered ${res.status}`);
    return JSON.parse(res.text) as unknown;
  };
  const targets: Target[] = [];
  const booking = firstOf(await read("renter", "/api/bookings"));
  if (booking) {
    targets.push({
      what: "the renter's booking",
      prefix: "/api/bookings/{id}",
      ids: { id: booking },
      strangers: ["signed out", "other renter", "other owner"],
      witnesses: [
        { as: "renter", path: `/api/bookings/${booking}` },
        { as: "renter", path: `/api/bookings/${booking}/messages` },
        { as: "renter", path: `/api/bookings/${booking}/sheets` },
      ],
    });
  }
  const gear = firstOf(await read("owner", "/api/owners/me/gear"));
  if (gear) {
    for (const prefix of ["/api/gear/{id}", "/api/owners/me/gear/{id}", "/api/owners/me/kits/{id}", "/api/kits/{id}"]) {
      targets.push({
        what: "the owner's listing",
        prefix,
        ids: { id: gear },
        strangers: ["signed out", "renter", "other renter", "other owner"],
        witnesses: [
          { as: "owner", path: `/api/owners/me/gear/${gear}` },
          { as: "owner", path: `/api/gear/${gear}/blocks` },
        ],
      });
    }
  }
  const filter = firstOf(await read("renter", "/api/filters"));
  if (filter) {
    targets.push({
      what: "the renter's saved filter",
      prefix: "/api/filters/{id}",
      ids: { id: filter },
      strangers: ["signed out", "other renter", "owner"],
      witnesses: [{ as: "renter", path: "/api/filters" }],
    });
  }
  const invoice = firstOf(await read("admin", "/api/admin/invoices"), "number");
  if (invoice) {
    targets.push({
      what: "an invoice",
      prefix: "/api/invoices/{number}",
      ids: { number: invoice },
      strangers: ["signed out", "other renter", "other owner"],
      witnesses: [{ as: "admin", path: `/api/invoices/${invoice}` }],
    });
  }
  return targets;
}

/** Paths only the back office may use: anyone else is refused every operation there. */
export const BACK_OFFICE_PREFIXES = [
  "/api/admin/",
  "/api/staff/",
  "/api/accountant/",
  "/api/verification/queue",
  "/api/verification/{id}",
  "/api/scam-matches",
  "/api/analytics/summary",
  "/api/presence/users",
  "/api/deposit-disputes",
];
export const NOT_BACK_OFFICE: Identity[] = ["signed out", "renter", "other renter", "owner", "other owner"];
