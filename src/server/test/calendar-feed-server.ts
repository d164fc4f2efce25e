import http from "node:http";
import type { AddressInfo } from "node:net";

/** What one path of the test feed server answers. */
export interface FeedRoute {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  /** Never answer (the read's time cap must end it). */
  hang?: boolean;
  /** Send the body without a Content-Length, in pieces (a size cap must count what arrives). */
  chunked?: boolean;
}

/**
 * A stand-in for Google Calendar or another platform's export, for tests without
 * the internet: plain HTTP on 127.0.0.1, answering each path as `routes` says
 * (404 otherwise). It counts requests and TCP connections, so a test can tell
 * that a refused read never even connected.
 */
export async function startFeedServer() {
  const routes = new Map<string, FeedRoute>();
  const state = { requests: 0, connections: 0, paths: [] as string[] };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    state.requests++;
    state.paths.push(req.url ?? "");
    const route = routes.get(req.url ?? "");
    if (!route) {
      res.writeHead(404).end("not found");
      return;
    }
    if (route.hang) {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    const body = route.body ?? "";
    const headers = { "content-type": "text/calendar; charset=utf-8", ...route.headers };
    if (route.chunked) {
      res.writeHead(route.status ?? 200, headers);
      const piece = 1024;
      for (let i = 0; i < body.length; i += piece) res.write(body.slice(i, i + piece));
      res.end();
      return;
    }
    res.writeHead(route.status ?? 200, { ...headers, "content-length": Buffer.byteLength(body) }).end(body);
  });
  server.on("connection", () => state.connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    state,
    /** Answer `path` (e.g. "/shop.ics") as `route` says from now on. */
    serve(path: string, route: FeedRoute) {
      routes.set(path, route);
    },
    url: (path: string, host = "127.0.0.1") => `http://${host}:${port}${path}`,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;

/** An iCalendar text with these events (all-day unless `start` has a time), as a calendar service writes it. */
export function icsOf(
  events: { uid: string; start: string; end?: string; summary?: string; extra?: string[] }[],
  head: string[] = [],
): string {
  const value = (v: string) => (v.includes("T") ? `:${v}` : `;VALUE=DATE:${v}`);
  const compact = (d: string) => d.replaceAll("-", "");
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Feed server//EN", ...head];
  for (const e of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      "DTSTAMP:20260101T000000Z",
      `DTSTART${value(compact(e.start))}`,
      ...(e.end ? [`DTEND${value(compact(e.end))}`] : []),
      `SUMMARY:${e.summary ?? "Busy"}`,
      ...(e.extra ?? []),
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.join("\r\n") + "\r\n";
}
