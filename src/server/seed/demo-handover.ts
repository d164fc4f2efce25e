import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../db/client";
import { bookings, gear, handoverPhotos, handoverSheets, users } from "../db/schema";
import { newId } from "../lib/ids";
import { processImage } from "../storage/images";
import type { Storage } from "../storage/storage";
import { boxItemsFor, type HandoverKind } from "../../shared/handover-contracts";

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A drawn "photo" of the gear on a table for a demo sheet: nothing is downloaded. */
const drawGear = (caption: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
<rect width="480" height="360" fill="#d9d4c7"/><rect x="120" y="110" width="240" height="140" rx="18" fill="#2b2b2b"/>
<circle cx="240" cy="180" r="48" fill="#555"/><text x="24" y="336" font-family="sans-serif" font-size="22" fill="#111">${escapeXml(caption)}</text></svg>`),
  )
    .jpeg()
    .toBuffer();

/**
 * Both check sheets (issue 11) on the demo renter's latest returned rental, as
 * the handover page leaves them: the owner's pickup and return sheets with a
 * photo each, both confirmed by the renter, the return noting a scuffed case.
 */
export async function seedDemoHandover(db: Db, storage: Storage) {
  const [renter] = await db.select({ id: users.id }).from(users).where(eq(users.email, "renter@sewagear.test"));
  if (!renter) return;
  const [row] = await db
    .select({ booking: bookings, category: gear.category, boxItems: gear.boxItems })
    .from(bookings)
    .innerJoin(gear, eq(gear.id, bookings.gearId))
    .where(and(eq(bookings.renterId, renter.id), eq(bookings.status, "completed")))
    .orderBy(desc(bookings.startDate))
    .limit(1);
  if (!row) return;
  const b = row.booking;
  const names = boxItemsFor(row);
  const at = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);
  const sheets: { kind: HandoverKind; when: Date; notes: string; changed: number }[] = [
    {
      kind: "pickup",
      when: at(b.startDate, 2),
      notes: "Handed over at the owner's shop; battery charged.",
      changed: -1,
    },
    { kind: "return", when: at(b.endDate, 10), notes: "Came back on time.", changed: names.length - 1 },
  ];
  for (const s of sheets) {
    const id = newId();
    await db.insert(handoverSheets).values({
      id,
      bookingId: b.id,
      kind: s.kind,
      items: names.map((name, i) => ({
        name,
        present: true,
        condition: i === s.changed ? "worn" : "good",
        note: i === s.changed ? "Scuffed corner" : null,
      })),
      notes: s.notes,
      createdBy: b.ownerId,
      sentAt: s.when,
      renterAnswer: "confirmed",
      answeredAt: new Date(s.when.getTime() + 15 * 60_000),
      answeredBy: renter.id,
      createdAt: s.when,
      updatedAt: s.when,
    });
    const p = await processImage(await drawGear(`${b.equipmentName}: ${s.kind}`));
    const base = `private/handover/${b.id}/${randomBytes(10).toString("hex")}`;
    await storage.put(`${base}.webp`, p.image);
    await storage.put(`${base}-t.webp`, p.thumb);
    await db.insert(handoverPhotos).values({
      id: newId(),
      sheetId: id,
      fileKey: `${base}.webp`,
      thumbKey: `${base}-t.webp`,
      width: p.width,
      height: p.height,
      uploadedBy: b.ownerId,
      createdAt: s.when,
    });
  }
}
