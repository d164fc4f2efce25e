/**
 * User agents that say they are not a person: search and link-preview crawlers,
 * HTTP libraries, uptime monitors and headless automation. A missing user agent
 * counts as one too: every browser sends it. "Obvious" only: a bot that poses
 * as a browser is counted, which a page-view counter accepts.
 */
const BOT_AGENT =
  /(?:bot|crawler|spider|slurp)(?:[\s/;_)-]|$)|facebookexternalhit|embedly|preview|curl\/|wget\/|python-|httpclient|okhttp|axios\/|node-fetch|undici|go-http-client|java\/|libwww|headlesschrome|phantomjs|lighthouse|pingdom|uptimerobot|statuscake/i;

/** Phones whose model name ends in "bot" (Cubot), which the pattern above would take for crawlers. */
const PHONE_NAMED_BOT = /\bcubot\b/i;

export function isBotAgent(userAgent: string | undefined): boolean {
  if (!userAgent?.trim()) return true;
  return BOT_AGENT.test(userAgent) && !PHONE_NAMED_BOT.test(userAgent);
}
