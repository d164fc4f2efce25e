import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Where a push may go (issue 29, the push SSRF). A subscription's endpoint is
 * typed by whoever calls our API, and the worker connects to it: unchecked, it
 * reaches our database's port, loopback services and cloud metadata addresses.
 * Only public unicast addresses pass, decided on the addresses DNS gives, and the
 * connection is made to exactly the address checked (the agent's `lookup`), so a
 * name that resolves to a public address at subscribe time and a private one at
 * send time (DNS rebinding) is refused at send time too.
 */

/** IPv4 special-purpose blocks (IANA registry, RFC 6890 and successors): none is a push service. */
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

export interface EndpointPolicy {
  /** PUSH_ALLOW_LOOPBACK: tests' local push service. Loopback only, never private or link-local. */
  allowLoopback: boolean;
}

/** Whether a push may connect to this IP address. */
export function isAllowedAddress(address: string, policy: EndpointPolicy): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (policy.allowLoopback && loopback.check(address, type)) return true;
  if (family === 4) return !blocked.check(address, "ipv4");
  return globalUnicast.check(address, "ipv6") && !blocked.check(address, "ipv6");
}

/** The URL's host as an IP address when it is one (`[::1]` without brackets), else null. */
const literalAddress = (url: URL) => {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return isIP(host) ? host : null;
};

/**
 * What is wrong with an endpoint before any connection: not https, credentials
 * in it, a port other than 443 (push services use the default; a port is how a
 * request reaches a database or an internal service), or a literal address that
 * is not public. Null when it may be tried; names are checked when resolved.
 */
export function endpointProblem(endpoint: string, policy: EndpointPolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "not a URL";
  }
  if (url.protocol !== "https:") return "not https";
  if (url.username || url.password) return "credentials in the URL";
  const address = literalAddress(url);
  if (address && !isAllowedAddress(address, policy)) return "not a public address";
  // Tests' local push service listens on a port of its own.
  const localTest =
    policy.allowLoopback && address !== null && loopback.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
  if (url.port !== "" && !localTest) return "not the https port";
  return null;
}

/** A refusal of the address a push would connect to: the job must not retry it. */
export class RefusedAddressError extends Error {
  readonly code = "PUSH_ADDRESS_REFUSED";
}

/**
 * A `lookup` for net.connect that resolves as usual, then refuses the whole name
 * when any of its addresses is not allowed (a name mixing public and private
 * answers is an attack, not a push service). The socket connects to what this
 * returns, so the address checked is the address used.
 */
export function guardedLookup(policy: EndpointPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, "", 0);
      const refused = addresses.find((a) => !isAllowedAddress(a.address, policy));
      if (refused || addresses.length === 0) {
        return callback(new RefusedAddressError(`push endpoint ${hostname} resolves to a refused address`), "", 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * The agent every push goes through: the guarded lookup, and the trust settings
 * of the default agent (the system's roots; tests add their local service's
 * certificate there). No keep-alive: each push resolves and is checked afresh.
 */
export function pushAgent(policy: EndpointPolicy) {
  return new https.Agent({ ca: https.globalAgent.options.ca, keepAlive: false, lookup: guardedLookup(policy) });
}

/**
 * Resolve an endpoint's name and check every address, for the subscribe request:
 * a bad endpoint is refused to the person subscribing rather than failing later
 * in the worker. Null when allowed, else the reason.
 */
export async function resolvedEndpointProblem(endpoint: string, policy: EndpointPolicy): Promise<string | null> {
  const problem = endpointProblem(endpoint, policy);
  if (problem) return problem;
  const url = new URL(endpoint);
  if (literalAddress(url)) return null;
  const lookup = guardedLookup(policy);
  return new Promise((resolve) =>
    lookup(url.hostname, { all: true }, (err) =>
      resolve(err ? (err instanceof RefusedAddressError ? "not a public address" : "does not resolve") : null),
    ),
  );
}
