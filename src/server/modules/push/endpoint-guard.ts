import https from "node:https";
import {
  type AddressPolicy,
  guardedLookup,
  isAllowedAddress,
  isLoopbackAddress,
  literalAddress,
  RefusedAddressError,
  resolvedHostProblem,
} from "../../lib/public-address";

/**
 * Where a push may go (issue 29, the push SSRF). A subscription's endpoint is
 * typed by whoever calls our API, and the worker connects to it: unchecked, it
 * reaches our database's port, loopback services and cloud metadata addresses.
 * The address rules (public unicast only, decided on the addresses DNS gives, the
 * connection made to exactly the address checked, so DNS rebinding is refused at
 * send time too) live in lib/public-address.ts, shared with the calendar import.
 */

export type EndpointPolicy = AddressPolicy;
export { isAllowedAddress, RefusedAddressError };

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
  const localTest = policy.allowLoopback && address !== null && isLoopbackAddress(address);
  if (url.port !== "" && !localTest) return "not the https port";
  return null;
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
  const found = await resolvedHostProblem(url.hostname, policy);
  return found === "refused" ? "not a public address" : found === "unresolved" ? "does not resolve" : null;
}
