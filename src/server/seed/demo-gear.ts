import type { Db } from "../db/client";
import { gear, gearHolds, gearPhotos, ownerPaymentSettings, owners, wantedPosts } from "../db/schema";
import { newId } from "../lib/ids";
import type { Auth } from "../modules/auth/auth";
import type { Storage } from "../storage/storage";
import { insertPasswordAccount } from "../accounts-store";
import { addDays, todayInMalaysia } from "../../shared/dates";
import { DEMO_GEAR, DEMO_OWNERS, demoPricing } from "./demo-catalogue";
import { drawGearPhoto, storeDemoPhoto } from "./demo-photos";

const PER_OWNER = 10;

/**
 * Five more owners across the peninsula and Borneo, ten listings each for them
 * and for lensmaster (60 in all), with photos drawn here, a few blocked dates,
 * and wanted posts from the demo renters.
 */
export async function seedDemoCatalogue(
  db: Db,
  auth: Auth,
  storage: Storage,
  opts: { lensmasterId: string; renterIds: string[]; password: string },
) {
  const ownerIds: { id: string; state: string }[] = [{ id: opts.lensmasterId, state: "Selangor" }];
  for (const o of DEMO_OWNERS) {
    const id = await insertPasswordAccount(
      db,
      auth,
      { name: o.name, email: `${o.username.replace(/_/g, "")}@sewagear.test`, emailVerified: true },
      opts.password,
    );
    await db.insert(owners).values({
      userId: id,
      username: o.username,
      displayName: o.displayName,
      bio: o.bio || null,
      businessName: o.business || null,
      businessCity: o.city,
      businessState: o.state,
      state: o.state,
      coveredStates: [...o.covers],
    });
    ownerIds.push({ id, state: o.state });
  }

  // Every demo owner can be paid: renters see these on an approved booking.
  const banks = ["Maybank", "CIMB Bank", "Public Bank", "RHB Bank", "Hong Leong Bank", "AmBank"];
  for (const [k, owner] of ownerIds.entries()) {
    await db.insert(ownerPaymentSettings).values({
      ownerId: owner.id,
      bank: banks[k % banks.length]!,
      accountHolder: k === 0 ? "LensMaster Rentals" : DEMO_OWNERS[k - 1]!.displayName,
      accountNumber: `5140${String(1000000 + k * 7919).slice(-7)}${k}`,
      duitnowId: `01${k}-5550${String(100 + k)}`,
    });
  }

  const today = todayInMalaysia();
  const drawn = new Map<string, Buffer>();
  let n = 0;
  for (const [k, owner] of ownerIds.entries()) {
    for (let j = 0; j < PER_OWNER; j++, n++) {
      const template = DEMO_GEAR[(k * 5 + j) % DEMO_GEAR.length]!;
      const id = newId();
      await db.insert(gear).values({
        id,
        ownerId: owner.id,
        name: template.name,
        category: template.category,
        brand: template.brand,
        model: template.model,
        description: template.description,
        condition: j % 3 === 0 ? "like_new" : "good",
        specs: template.specs,
        state: owner.state,
        ...demoPricing(template, n),
        // Spread creation times so "newest" sorting has something to sort.
        createdAt: new Date(Date.now() - n * 3_600_000),
      });
      const photoCount = j % 3 === 0 ? 2 : 1;
      for (let p = 0; p < photoCount; p++) {
        const cacheKey = `${template.name}|${p}`;
        const image = drawn.get(cacheKey) ?? (await drawGearPhoto(template.name, template.category, p));
        drawn.set(cacheKey, image);
        await db
          .insert(gearPhotos)
          .values({ id: newId(), gearId: id, position: p, ...(await storeDemoPhoto(storage, id, image)) });
      }
      if (j % 4 === 1) {
        const start = addDays(today, 3 + j);
        await db
          .insert(gearHolds)
          .values({ gearId: id, kind: "block", period: `[${start},${addDays(start, 3)})`, note: "Servicing" });
      }
    }
  }

  const [first, second] = opts.renterIds;
  await db.insert(wantedPosts).values([
    {
      userId: first!,
      title: "Cinema camera for a short film",
      description: "Looking for a full-frame cinema camera with two batteries for a 3-day student shoot in KL.",
      category: "cameras",
      startDate: addDays(today, 14),
      endDate: addDays(today, 16),
      state: "W.P. Kuala Lumpur",
      budgetPerDay: 20000,
    },
    {
      userId: first!,
      title: "Wireless lav kit for a wedding",
      description: "Two wireless lavalier mics for ceremony vows, one day only.",
      category: "audio",
      startDate: addDays(today, 21),
      endDate: addDays(today, 21),
      state: "Selangor",
      budgetPerDay: 8000,
    },
    {
      userId: second ?? first!,
      title: "Drone for resort promo video",
      description: "Need a drone with a good camera for a half-day resort shoot near Kota Kinabalu.",
      category: "drones",
      state: "Sabah",
      budgetPerDay: 25000,
    },
  ]);
}
