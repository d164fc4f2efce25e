/**
 * API paths never answered from a cache: sign-in/out and password flows, the
 * live event stream, and downloads (CSV exports hold money data and are asked
 * for on purpose, fresh).
 */
export function isCachableApiRead(url: URL, request: Request) {
  if (!url.pathname.startsWith("/api/") || request.destination !== "") return false;
  if (url.pathname.startsWith("/api/auth/") || url.pathname.startsWith("/api/events")) return false;
  return !/\.csv$|\/export/.test(url.pathname);
}
