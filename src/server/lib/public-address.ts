import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Which addresses the server may connect to on a user's behalf (issue 29, the push
 * SSRF; issue 32, external calendars). A URL typed by whoever calls our API is
 * fetched by the worker: unchecked, it reaches our database's port, loopback
 * services and cloud metadata addresses. Only public unicast addresses pass,
 * decided on the addresses DNS gives, and the connection is made to exactly the
 * address checked (the `lookup` below, given to the agent), so a name that resolves
 * to a public address when saved and a private one when fetched (DNS rebinding)
 * is refused when fetched too.
 */

/** IPv4 special-purpose blocks (IANA registry, RFC 6890 and successors): none is a public service. */
const V4_BLOCKED = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const;

/**
 * IPv6: only global unicast (2000::/3) passes, which leaves out loopback, the
 * unspecified address, IPv4-mapped and NAT64 addresses (they carry an IPv4 one),
 * unique-local fc00::/7, link-local fe80::/10 and multicast ff00::/8. Inside it,
 * these blocks are still refused.
 */
const V6_BLOCKED = [
  ["2001::", 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4 (embeds an IPv4 address)
  ["3fff::", 20], // documentation
] as const;

const blocked = new BlockList();
for (const [net, prefix] of V4_BLOCKED) blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of V6_BLOCKED) blocked.addSubnet(net, prefix, "ipv6");
const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

export interface AddressPolicy {
  /**
   * Tests' local services (PUSH_ALLOW_LOOPBACK, CALENDAR_ALLOW_LOOPBACK): loopback
   * only, never private or link-local.
   */
  allowLoopback: boolean;
}

const familyOf = (address: string) => (isIP(address) === 4 ? "ipv4" : "ipv6");

/** Whether `address` is on loopback (127.0.0.0/8 or ::1). */
export const isLoopbackAddress = (address: string) => isIP(address) !== 0 && loopback.check(address, familyOf(address));

/** Whether the server may connect to this IP address. */
export function isAllowedAddress(address: string, policy: AddressPolicy): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (policy.allowLoopback && isLoopbackAddress(address)) return true;
  if (family === 4) return !blocked.check(address, "ipv4");
  return globalUnicast.check(address, "ipv6") && !blocked.check(address, "ipv6");
}

/**
 * The URL's host as an IP address when it is one (`[::1]` without brackets), else null.
 * A literal address is never looked up, so it must be checked before connecting.
 */
export const literalAddress = (url: URL) => {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return isIP(host) ? host : null;
};

/** A refusal of the address a request would connect to: whoever made it must not retry it. */
export class RefusedAddressError extends Error {
  readonly code = "ADDRESS_REFUSED";
}

/**
 * Special-use top-level names (RFC 6761 .test, .example, .invalid; RFC 6762 .local): never a
 * public service, and not worth a query to the resolver. The demo's calendar lives on .test
 * (seed/demo-calendars.ts), so "Read now" on it connects to nothing. `localhost` is left to
 * the lookup, which answers loopback (refused unless the tests let it through).
 */
const RESERVED_NAME = /(^|\.)(test|example|invalid|local)\.?$/i;

/** Whether `hostname` is under a special-use name that no public service has (RESERVED_NAME). */
export const isReservedName = (hostname: string) => RESERVED_NAME.test(hostname);

/**
 * A `lookup` for net.connect that resolves as usual (never a special-use name), then refuses the whole name
 * when any of its addresses is not allowed (a name mixing public and private
 * answers is an attack, not a service). The socket connects to what this
 * returns, so the address checked is the address used.
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    // Refused before any query (RESERVED_NAME).
    if (isReservedName(hostname)) return callback(new RefusedAddressError(`${hostname} is a special-use name`), "", 0);
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, "", 0);
      const refused = addresses.find((a) => !isAllowedAddress(a.address, policy));
      if (refused || addresses.length === 0) {
        return callback(new RefusedAddressError(`${hostname} resolves to a refused address`), "", 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * Resolve a name and check every address, before anything is saved: a bad URL is
 * refused to the person typing it rather than failing later in the worker.
 * Null when allowed, else "refused" or "unresolved".
 */
export function resolvedHostProblem(hostname: string, policy: AddressPolicy): Promise<"refused" | "unresolved" | null> {
  const lookup = guardedLookup(policy);
  return new Promise((resolve) =>
    lookup(hostname, { all: true }, (err) =>
      resolve(err ? (err instanceof RefusedAddressError ? "refused" : "unresolved") : null),
    ),
  );
}
