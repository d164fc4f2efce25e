import Fastify from "fastify";
import compress from "@fastify/compress";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
const body = { items: Array.from({ length: 12 }, (_, i) => ({ id: "bk_" + i, name: "Sony FX3 Cinema Line " + i, status: "pending", startDate: "2026-12-01", endDate: "2026-12-03", total: 51030 + i, note: "Pickup after 5pm please" })) };
async function make(kind: string) {
  const app = Fastify();
  if (kind === "plugin") await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024 });
  if (kind.startsWith("sync")) app.addHook("onSend", (_req, reply, payload, done) => {
    if (typeof payload !== "string" || payload.length < 1024) return done(null, payload);
    const out = kind === "sync-br" ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(payload, { level: 6 });
    reply.header("content-encoding", kind === "sync-br" ? "br" : "gzip");
    done(null, out);
  });
  app.get("/x", async () => ({ ...body, at: Date.now() }));
  await app.ready();
  return app;
}
for (const kind of ["none", "plugin", "sync-br", "sync-gzip", "plugin", "sync-br", "sync-gzip", "none"]) {
  const app = await make(kind);
  const headers = { "accept-encoding": "gzip, deflate, br" };
  for (let i = 0; i < 500; i++) await app.inject({ url: "/x", headers });
  const n = 4000; const t = process.hrtime.bigint(); let len = 0;
  for (let i = 0; i < n; i++) len = (await app.inject({ url: "/x", headers })).rawPayload.length;
  console.log(kind.padEnd(10), (Number(process.hrtime.bigint() - t) / n / 1000).toFixed(0), "µs/req", len, "bytes");
  await app.close();
}
