import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { scamReportEvidence, scamReportKeys, scamReports } from "../db/schema/scam-reports";
import { newId } from "../lib/ids";
import { keysOf, matchSecret } from "../modules/scam-reports/keys";
import { processImage } from "../storage/images";
import type { Storage } from "../storage/storage";
import { maskEmail, maskIcLast4, maskPhone } from "../../shared/scam-identifiers";

/** A drawn "chat screenshot" for the demo evidence: nothing is downloaded. */
const drawEvidence = (line: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640">
<rect width="360" height="640" fill="#e5ddd5"/><rect x="20" y="60" width="300" height="70" rx="12" fill="#fff"/>
<text x="36" y="102" font-family="sans-serif" font-size="18" fill="#111">${line}</text></svg>`),
  )
    .png()
    .toBuffer();

/**
 * The demo owner's scam reports (issue 13): one waiting for review on
 * /admin/scammer-reports, one confirmed earlier by the demo admin (its
 * identifiers kept only as keys and masks). The people are made up: no demo
 * account matches them, so no journey's owner is warned.
 */
export async function seedDemoScamReports(db: Db, storage: Storage) {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, "owner@sewagear.test"));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, "admin@sewagear.test"));
  if (!owner || !admin) return;
  const pending = {
    id: newId(),
    phone: "+60198765432",
    email: "hafiz.quickcash@example.com",
    icLast4: "2468",
  };
  const confirmed = { id: newId(), phone: "+60137654321", email: "lensdeals.kl@example.com", icLast4: "1357" };
  await db.insert(scamReports).values([
    {
      ...pending,
      reporterId: owner.id,
      reportedName: "Hafiz (demo)",
      phoneHint: maskPhone(pending.phone),
      emailHint: maskEmail(pending.email),
      icHint: maskIcLast4(pending.icLast4),
      description: "Asked to collect a Sony A7 IV before paying, then stopped answering when I asked for the transfer.",
    },
    {
      id: confirmed.id,
      reporterId: owner.id,
      reportedName: "Lens Deals KL (demo)",
      phoneHint: maskPhone(confirmed.phone),
      emailHint: maskEmail(confirmed.email),
      icHint: maskIcLast4(confirmed.icLast4),
      description: "Sent a doctored bank transfer slip and kept a 24-70 mm lens.",
      status: "confirmed",
      decisionReason: "The bank confirmed the slip was forged.",
      decidedBy: admin.id,
      decidedAt: new Date(),
    },
  ]);
  const secret = await matchSecret(db);
  await db
    .insert(scamReportKeys)
    .values(keysOf(secret, { ...confirmed, ic: confirmed.icLast4 }).map((k) => ({ reportId: confirmed.id, ...k })));
  for (const [reportId, line] of [
    [pending.id, "Collect first, pay later ok?"],
    [confirmed.id, "Transfer done! (slip attached)"],
  ] as const) {
    const p = await processImage(await drawEvidence(line));
    const base = `private/scam-reports/${reportId}/${randomBytes(10).toString("hex")}`;
    await storage.put(`${base}.webp`, p.image);
    await storage.put(`${base}-t.webp`, p.thumb);
    await db.insert(scamReportEvidence).values({
      id: newId(),
      reportId,
      fileKey: `${base}.webp`,
      thumbKey: `${base}-t.webp`,
      width: p.width,
      height: p.height,
    });
  }
}
