/**
 * What compressing an answer made per request costs (ADR 024 addendum): the same
 * ~2 KB JSON answer through Fastify's inject, plain, through @fastify/compress
 * (a zlib stream per answer) and through our hook (one call,
 * lib/kept-answers.ts `compressAnswers`), each asked with a browser's
 * accept-encoding. Prints µs per request and the bytes sent.
 *
 *   node --import tsx bench/answer-compression.ts [requests=4000]
 */
import compress from "@fastify/compress";
import Fastify from "fastify";
import { compressAnswers } from "../src/server/lib/kept-answers";

const REQUESTS = Number(process.argv[2] ?? 4000);
const HEADERS = { "accept-encoding": "gzip, deflate, br" };
const bookings = Array.from({ length: 12 }, (_, i) => ({
  id: `bk_${i}`,
  gearName: `Sony FX3 Cinema Line ${i}`,
  status: "pending",
  startDate: "2026-12-01",
  endDate: "2026-12-03",
  total: 51_030 + i,
  note: "Pickup after 5pm please",
}));

async function build(way: "plain" | "plugin" | "one call") {
  const app = Fastify();
  if (way === "one call") compressAnswers(app);
  if (way !== "plain") await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024 });
  // A new object each time, as a signed-in answer is.
  app.get("/answer", async () => ({ bookings, at: Date.now() }));
  await app.ready();
  return app;
}

for (const way of ["plain", "plugin", "one call"] as const) {
  const app = await build(way);
  for (let i = 0; i < 500; i++) await app.inject({ url: "/answer", headers: HEADERS });
  let bytes = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < REQUESTS; i++) bytes = (await app.inject({ url: "/answer", headers: HEADERS })).rawPayload.length;
  const us = Number(process.hrtime.bigint() - start) / REQUESTS / 1000;
  console.log(`${way.padEnd(9)} ${us.toFixed(0).padStart(5)} µs per request, ${bytes} bytes sent`);
  await app.close();
}
