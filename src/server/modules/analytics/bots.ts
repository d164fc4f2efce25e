import { isbot } from "isbot";

/**
 * User agents that say they are not a person: search and link-preview crawlers,
 * HTTP libraries, uptime monitors and headless automation, by `isbot`'s
 * maintained list (issue 33: the pattern kept here missed WhatsApp's own agent,
 * "WhatsApp/2.23.20.0 A", and every new crawler until someone added it). A
 * missing user agent counts as one too: every browser sends it. "Obvious" only:
 * a bot that poses as a browser is counted, which a page-view counter accepts.
 */
export function isBotAgent(userAgent: string | undefined): boolean {
  if (!userAgent?.trim()) return true;
  return isbot(userAgent);
}
