import { badInput, conflict, notFound, type AppError } from "../../lib/errors";
import type { Actor } from "../../plugins/actor";
import { msg } from "../../../shared/i18n/message";
import { formatRM } from "../../../shared/money";
import type { VoucherRow } from "./repository";

/** Whose vouchers an issuer manages: an owner their own, an admin the platform's (ownerId null). */
export const issuerOf = (actor: Actor): string | null => (actor.role === "admin" ? null : actor.user.id);

/** An issuer may change only the vouchers they manage; anything else is 404, so ids reveal nothing. */
export function assertIssuedBy(actor: Actor, row: VoucherRow | undefined): asserts row is VoucherRow {
  if (!row || row.ownerId !== issuerOf(actor)) throw notFound(msg("vouchers", "things.voucher"));
}

/** What a voucher is checked against: the gear, the rental and the renter's uses so far. */
export interface VoucherUseContext {
  gear: { id: string; ownerId: string; category: string };
  days: number;
  /** Rate × days before any discount (sen). */
  subtotal: number;
  /** The Malaysian date the request is made. */
  today: string;
  /** Live uses of this voucher by this renter. */
  renterUses: number;
}

/**
 * Why this voucher cannot be used on this rental, as a `msg` string, or null
 * when it can. The voucher must be live on the day the request is made (not
 * paused, within its dates, uses left), be for this gear (an owner's voucher
 * only on that owner's gear; then its scope), and the rental must reach its
 * minimum days and spend.
 */
export function voucherRefusal(v: VoucherRow, c: VoucherUseContext): string | null {
  const code = v.code;
  if (v.paused) return msg("vouchers", "refusals.paused", { code });
  if (c.today < v.validFrom) return msg("vouchers", "refusals.notYetValid", { code, date: v.validFrom });
  if (c.today > v.validTo) return msg("vouchers", "refusals.expired", { code, date: v.validTo });
  if (v.usageLimit != null && v.usedCount >= v.usageLimit) return msg("vouchers", "refusals.usedUp", { code });
  if (!appliesTo(v, c.gear)) return msg("vouchers", "refusals.otherGear", { code });
  if (c.days < v.minDays) return msg("vouchers", "refusals.minDays", { code, days: v.minDays });
  if (c.subtotal < v.minSpend) return msg("vouchers", "refusals.minSpend", { code, amount: formatRM(v.minSpend) });
  if (v.perRenterLimit != null && c.renterUses >= v.perRenterLimit)
    return msg("vouchers", "refusals.perRenter", { code, limit: v.perRenterLimit });
  return null;
}

function appliesTo(v: VoucherRow, g: VoucherUseContext["gear"]): boolean {
  if (v.ownerId && v.ownerId !== g.ownerId) return false;
  if (v.scope === "items") return v.gearIds.includes(g.id);
  if (v.scope === "category") return v.category === g.category;
  return true;
}

/** A refused code, on the booking form's voucher field: 400, so the form keeps the dates it has. */
export const voucherRefused = (message: string): AppError => badInput(message, { voucherCode: message });

/** A voucher that cannot be claimed today (paused, expired, used up): 409 with the reason. */
export const claimRefused = (message: string): AppError => conflict(message);
