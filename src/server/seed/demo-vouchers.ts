import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { owners, users, vouchers } from "../db/schema";
import { newId } from "../lib/ids";
import { addDays, todayInMalaysia } from "../../shared/dates";

/**
 * Demo vouchers for /vouchers: one of the demo owner (LensMaster, 10 % off
 * their cameras for rentals of 2 days or more, once per renter), one platform
 * voucher (RM 20 off any rental of RM 150 or more, 100 uses), and one paused,
 * so each state has something to show. Valid from today for two months.
 */
export async function seedDemoVouchers(db: Db, now = new Date()) {
  const today = todayInMalaysia(now);
  const validTo = addDays(today, 60);
  const [lensmaster] = await db
    .select({ id: owners.userId })
    .from(owners)
    .where(eq(owners.username, "lensmaster"))
    .limit(1);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  const common = { validFrom: today, validTo, createdBy: admin?.id ?? null };
  await db.insert(vouchers).values([
    ...(lensmaster
      ? [
          {
            ...common,
            id: newId(),
            code: "LENSMASTER10",
            ownerId: lensmaster.id,
            createdBy: lensmaster.id,
            kind: "percent" as const,
            amount: 1000,
            scope: "category",
            category: "cameras",
            minDays: 2,
            perRenterLimit: 1,
          },
        ]
      : []),
    {
      ...common,
      id: newId(),
      code: "SEWAGEAR20",
      kind: "fixed",
      amount: 2_000,
      scope: "all",
      minSpend: 15_000,
      usageLimit: 100,
      perRenterLimit: 2,
    },
    {
      ...common,
      id: newId(),
      code: "MERDEKA15",
      kind: "percent",
      amount: 1500,
      scope: "all",
      paused: true,
    },
  ]);
}
