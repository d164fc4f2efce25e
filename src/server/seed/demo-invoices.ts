import { asc, eq, inArray } from "drizzle-orm";
import type { BookingStatus } from "../../shared/booking-lifecycle";
import type { Db } from "../db/client";
import { bookingEvents, bookings, creditNotes, gear, invoices, owners, users } from "../db/schema";
import { newId } from "../lib/ids";
import { addDays, todayInMalaysia } from "../../shared/dates";
import { nextDocumentNumber } from "../modules/invoices/repository";

/** Past rentals of the demo renter, oldest first: whose gear, how many days ago it started, days, and how its invoice ended. */
const RENTALS = [
  { owner: "penanglights", ago: 58, days: 3, outcome: "paid" },
  { owner: "perak_drones", ago: 44, days: 2, outcome: "void" },
  { owner: "penanglights", ago: 30, days: 4, outcome: "paid" },
  { owner: "perak_drones", ago: 16, days: 1, outcome: "issued" },
] as const;
type Outcome = (typeof RENTALS)[number]["outcome"];

/** A timeline event: from, to, by whom, when, why. */
type Move = [BookingStatus | null, BookingStatus, "renter" | "owner" | "admin", Date, string | null];

const HOUR_MS = 3_600_000;
const CANCEL_REASON = "The gear failed its pre-rental check; cancelled and refunded in full";
/** 10:00 in Malaysia on `date` (YYYY-MM-DD). */
const morningOf = (date: string) => new Date(`${date}T02:00:00Z`);
const yearOf = (instant: Date) => Number(todayInMalaysia(instant).slice(0, 4));

interface DemoRental {
  booking: typeof bookings.$inferSelect;
  outcome: Outcome;
  confirmedAt: Date;
  /** When the voided rental was cancelled (the day before pickup). */
  cancelledAt: Date;
}

/**
 * Returned rentals of the demo renter with their invoices, numbered from the gapless series
 * as confirmations number them: two paid, one void with its credit note, one awaiting payment,
 * so /admin/invoices, the invoice and credit-note pages and the accountant's books show each state.
 */
export async function seedDemoInvoices(db: Db, now = new Date()) {
  const [renter] = await db.select().from(users).where(eq(users.email, "renter@sewagear.test"));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  if (!renter) return;
  const listings = await db
    .select({ id: gear.id, name: gear.name, ownerId: gear.ownerId, rate: gear.pricePerDay, username: owners.username })
    .from(gear)
    .innerJoin(owners, eq(owners.userId, gear.ownerId))
    .where(inArray(owners.username, [...new Set(RENTALS.map((r) => r.owner))]))
    .orderBy(asc(gear.createdAt), asc(gear.id));
  for (const { owner, ago, days, outcome } of RENTALS) {
    const item = listings.find((l) => l.username === owner);
    if (!item) continue;
    const startDate = addDays(todayInMalaysia(now), -ago);
    const endDate = addDays(startDate, days - 1);
    const requested = morningOf(addDays(startDate, -5));
    // The voided one was paid, then cancelled before pickup and refunded: the credit note records the refund.
    const cancelled = outcome === "void";
    const cancelledAt = morningOf(addDays(startDate, -1));
    const [booking] = await db
      .insert(bookings)
      .values({
        id: newId(),
        gearId: item.id,
        ownerId: item.ownerId,
        renterId: renter.id,
        equipmentName: item.name,
        userName: renter.name,
        status: cancelled ? "cancelled" : "completed",
        startDate,
        endDate,
        days,
        rate: item.rate,
        rateSource: "daily",
        subtotal: item.rate * days,
        total: item.rate * days,
        approvedAt: new Date(requested.getTime() + HOUR_MS),
        createdAt: requested,
        updatedAt: cancelled ? cancelledAt : morningOf(addDays(endDate, 1)),
      })
      .returning();
    const ending: Move[] = cancelled
      ? [["confirmed", "cancelled", "admin", cancelledAt, CANCEL_REASON]]
      : [
          ["confirmed", "active", "owner", morningOf(startDate), null],
          ["active", "completed", "owner", morningOf(addDays(endDate, 1)), null],
        ];
    const confirmedAt = new Date(requested.getTime() + 24 * HOUR_MS);
    const moves: Move[] = [
      [null, "pending", "renter", requested, null],
      ["pending", "approved", "owner", new Date(requested.getTime() + HOUR_MS), null],
      ["approved", "confirmed", "owner", confirmedAt, null],
      ...ending,
    ];
    const actors = { renter: renter.id, owner: item.ownerId, admin: admin?.id ?? null };
    await db.insert(bookingEvents).values(
      moves.map(([fromStatus, toStatus, actorRole, at, reason]) => ({
        bookingId: booking!.id,
        fromStatus,
        toStatus,
        actorRole,
        actorId: actors[actorRole],
        reason,
        at,
      })),
    );
    await insertDemoInvoice(db, { booking: booking!, outcome, confirmedAt, cancelledAt }, admin?.id ?? null);
  }
}

/** The rental's invoice as its confirmation issued it, paid the next day unless awaiting payment; the void's credit note. */
async function insertDemoInvoice(db: Db, rental: DemoRental, adminId: string | null) {
  const { booking: b, outcome, confirmedAt, cancelledAt } = rental;
  const amounts = { subtotal: b.subtotal, discount: 0, serviceFee: 0, sst: 0, total: b.total };
  const numbered = await nextDocumentNumber(db, "INV", yearOf(confirmedAt));
  const paidOn = addDays(todayInMalaysia(confirmedAt), 1);
  const [inv] = await db
    .insert(invoices)
    .values({
      ...numbered,
      ...amounts,
      bookingId: b.id,
      status: outcome,
      deposit: 0,
      issuedAt: confirmedAt,
      ...(outcome === "issued"
        ? {}
        : {
            paidOn,
            paymentReference: `DuitNow ${numbered.seq}${b.days}0817`,
            paidAt: morningOf(paidOn),
            paidBy: adminId,
          }),
      ...(outcome === "void" ? { voidReason: CANCEL_REASON, voidedAt: cancelledAt, voidedBy: adminId } : {}),
    })
    .returning();
  if (outcome !== "void") return;
  await db.insert(creditNotes).values({
    ...(await nextDocumentNumber(db, "CN", yearOf(cancelledAt))),
    ...amounts,
    invoiceId: inv!.id,
    reason: CANCEL_REASON,
    issuedAt: cancelledAt,
    issuedBy: adminId,
  });
}
