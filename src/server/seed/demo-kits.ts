import { and, eq, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { gear, gearPhotos, kitComponents } from "../db/schema";
import { newId } from "../lib/ids";
import type { Storage } from "../storage/storage";
import { drawGearPhoto, storeDemoPhoto } from "./demo-photos";

/**
 * LensMaster Rentals rents a package as one thing (issue 32 item 2): the "FX3
 * interview kit", its FX3 body and 24-70 lens with a wireless mic and two
 * batteries it adds here (six batteries in stock), priced below the parts.
 */
const EXTRA = [
  {
    name: "Rode Wireless GO II",
    category: "audio",
    brand: "Rode",
    model: "Wireless GO II",
    description: "Two-person wireless mic kit with a receiver for camera or phone.",
    pricePerDay: 6_000,
    deposit: 30_000,
    unitCount: 2,
  },
  {
    name: "Sony NP-FZ100 battery",
    category: "accessories",
    brand: "Sony",
    model: "NP-FZ100",
    description: "Spare battery for Sony FX3 and Alpha bodies, charged before every rental.",
    pricePerDay: 1_500,
    deposit: 5_000,
    unitCount: 6,
  },
] as const;

/**
 * Listed before the catalogue's listings (which go back 60 hours): the shop's
 * profile and "newest" keep opening with its single cameras, as tests that book
 * an owner's first listings expect (bookings/fault.test.ts).
 */
const LISTED_AT = () => new Date(Date.now() - 100 * 3_600_000);

async function addListing(db: Db, storage: Storage, values: typeof gear.$inferInsert) {
  await db.insert(gear).values({ createdAt: LISTED_AT(), ...values });
  const image = await drawGearPhoto(values.name, values.category, 0);
  await db
    .insert(gearPhotos)
    .values({ id: newId(), gearId: values.id!, position: 0, ...(await storeDemoPhoto(storage, values.id!, image)) });
}

export async function seedDemoKit(db: Db, storage: Storage, shopId: string) {
  const find = async (name: string) =>
    (
      await db
        .select({ id: gear.id, state: gear.state })
        .from(gear)
        .where(and(eq(gear.ownerId, shopId), like(gear.name, name)))
    )[0];
  const body = await find("Sony FX3%");
  const lens = await find("Sony FE 24-70mm%");
  if (!body || !lens) return;
  const [mic, battery] = [newId(), newId()];
  for (const [i, id] of [mic, battery].entries())
    await addListing(db, storage, { id, ownerId: shopId, state: body.state, turnaroundDays: 1, ...EXTRA[i]! });
  const kit = newId();
  await addListing(db, storage, {
    id: kit,
    ownerId: shopId,
    kind: "kit",
    name: "FX3 interview kit",
    category: "cameras",
    brand: "Sony",
    model: "FX3 kit",
    description:
      "Everything for a sit-down interview: Sony FX3 body, FE 24-70mm f/2.8 GM II, Rode Wireless GO II and two NP-FZ100 batteries, checked and charged.",
    state: body.state,
    pricePerDay: 38_000,
    enableMultiplePricing: false,
    enableStudentRate: true,
    studentPrice: 32_000,
    deposit: 350_000,
    turnaroundDays: 1,
  });
  await db.insert(kitComponents).values(
    [
      { gearId: body.id, quantity: 1 },
      { gearId: lens.id, quantity: 1 },
      { gearId: mic, quantity: 1 },
      { gearId: battery, quantity: 2 },
    ].map((c, position) => ({ kitId: kit, position, ...c })),
  );
}
