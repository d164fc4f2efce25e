import { seedDemoShopStock } from "./demo-units";
import { seedDemoKit } from "./demo-kits";
import { seedDemoCalendar } from "./demo-calendars";
import { count, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { owners, roleApplications, users } from "../db/schema";
import { insertPasswordAccount } from "../accounts-store";
import type { Auth } from "../modules/auth/auth";
import type { Storage } from "../storage/storage";
import { seedDemoCatalogue } from "./demo-gear";
import { seedDemoAnalytics } from "./demo-analytics";
import { seedDemoSalaries } from "./demo-salary";
import { seedDemoInvoices } from "./demo-invoices";
import { seedDemoReviews } from "./demo-reviews";
import { seedDemoScamReports } from "./demo-scam-reports";
import { seedDemoHandover } from "./demo-handover";
import { seedDemoVouchers } from "./demo-vouchers";

export const DEMO_PASSWORD = "sewagear-demo";

const verifiedAddress = {
  streetAddress: "12 Jalan Telawi 3",
  postalCode: "59100",
  city: "Kuala Lumpur",
  state: "W.P. Kuala Lumpur",
};

/**
 * Demo accounts listed in the README; created only on an empty database, in one
 * transaction: a server stopped half-way through seeding leaves an empty
 * database (seeded again on the next start), never half the demo.
 */
export async function seedDemo(db: Db, auth: Auth, storage: Storage): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises two first starts on one PostgreSQL: the second waits, then sees the rows.
    await tx.execute(sql`lock table users in share row exclusive mode`);
    const [row] = await tx.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return false;
    await seedDemoData(tx, auth, storage);
    return true;
  });
}

async function seedDemoData(db: Db, auth: Auth, storage: Storage) {
  const base = { emailVerified: true };
  await insertPasswordAccount(
    db,
    auth,
    { ...base, name: "Aisyah Admin", email: "admin@sewagear.test", role: "admin" },
    DEMO_PASSWORD,
  );

  const ownerId = await insertPasswordAccount(
    db,
    auth,
    {
      ...base,
      name: "Daniel Lim",
      email: "owner@sewagear.test",
      phoneNumber: "012-3456789",
      ...verifiedAddress,
      verificationStatus: "verified",
      isVerified: true,
    },
    DEMO_PASSWORD,
  );
  await db.insert(owners).values({
    userId: ownerId,
    username: "lensmaster",
    displayName: "Daniel Lim — LensMaster Rentals",
    bio: "Cinema and photo gear, checked and cleaned after every rental.",
    experience: "8 years renting to productions in the Klang Valley",
    specialties: "Cinema cameras, prime lenses, wireless audio",
    businessName: "LensMaster Rentals",
    businessStreetAddress: "3A Jalan SS2/24",
    businessCity: "Petaling Jaya",
    businessState: "Selangor",
    businessPostalCode: "47300",
    state: "Selangor",
    coveredStates: ["W.P. Kuala Lumpur", "W.P. Putrajaya"],
    instagramUrl: "https://instagram.com/lensmaster.my",
  });

  const renterId = await insertPasswordAccount(
    db,
    auth,
    {
      ...base,
      name: "Nurul Renter",
      email: "renter@sewagear.test",
      phoneNumber: "011-23456789",
      ...verifiedAddress,
      verificationStatus: "verified",
      isVerified: true,
      studentCardStatus: "approved",
      studentCardExpiry: `${new Date().getUTCFullYear() + 1}-06-30`,
    },
    DEMO_PASSWORD,
  );
  const newbieId = await insertPasswordAccount(
    db,
    auth,
    { ...base, name: "New Bie", email: "newbie@sewagear.test" },
    DEMO_PASSWORD,
  );

  for (const [role, name] of [
    ["staff", "Siti Staff"],
    ["accountant", "Arjun Accountant"],
  ] as const) {
    const id = await insertPasswordAccount(
      db,
      auth,
      { ...base, name, email: `${role}@sewagear.test`, role },
      DEMO_PASSWORD,
    );
    await db.insert(roleApplications).values({ userId: id, role, status: "approved", decidedAt: new Date() });
  }
  await seedDemoCatalogue(db, auth, storage, {
    lensmasterId: ownerId,
    renterIds: [renterId, newbieId],
    password: DEMO_PASSWORD,
  });
  await seedDemoShopStock(db, ownerId);
  await seedDemoKit(db, storage, ownerId);
  await seedDemoCalendar(db, ownerId);
  await seedDemoAnalytics(db);
  await seedDemoSalaries(db);
  await seedDemoInvoices(db);
  await seedDemoReviews(db);
  await seedDemoScamReports(db, storage);
  await seedDemoHandover(db, storage);
  await seedDemoVouchers(db);
}
