import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import type { Actor } from "../../plugins/actor";
import { rentalDays, todayInMalaysia } from "../../../shared/dates";
import { msg } from "../../../shared/i18n/message";
import { quotePrice } from "../../../shared/pricing";
import { hasStudentRate } from "../../../shared/profile";
import type { RenterVoucher, VoucherCheckQuery, VoucherCheckResponse } from "../../../shared/voucher-contracts";
import { claimRefused } from "./policy";
import { presentCheck, presentVoucher, voucherState } from "./presenter";
import { findUsableVoucher } from "./redeem";
import {
  countRenterUses,
  findClaimedIds,
  findGearFacts,
  findRenterVouchers,
  findVoucher,
  insertClaim,
} from "./repository";

/** The vouchers a renter can use today, and the ones they claimed, with the uses they have left. */
export async function listRenterVouchers(db: Db, userId: string): Promise<RenterVoucher[]> {
  const today = todayInMalaysia();
  const rows = await findRenterVouchers(db, userId, today);
  const [claimed, uses] = await Promise.all([findClaimedIds(db, userId), countRenterUses(db, userId)]);
  return rows.map((r) => ({
    ...presentVoucher(r, today),
    claimed: claimed.has(r.v.id),
    usesLeft: r.v.perRenterLimit == null ? null : Math.max(0, r.v.perRenterLimit - (uses.get(r.v.id) ?? 0)),
  }));
}

/** Keep a voucher that is usable today; 404 for an unknown one, 409 with the reason for one that is not usable. */
export async function claimVoucher(db: Db, userId: string, id: string): Promise<void> {
  const v = await findVoucher(db, id);
  if (!v) throw notFound(msg("vouchers", "things.voucher"));
  // An owner's voucher is for renters of their gear, which the owner cannot book (issue 29).
  if (v.ownerId === userId) throw claimRefused(msg("vouchers", "refusals.ownVoucher", { code: v.code }));
  const state = voucherState(v, todayInMalaysia());
  if (state !== "active") {
    const date = state === "scheduled" ? v.validFrom : v.validTo;
    const key = ({ paused: "paused", scheduled: "notYetValid", expired: "expired", usedUp: "usedUp" } as const)[state];
    throw claimRefused(msg("vouchers", `refusals.${key}`, { code: v.code, date }));
  }
  await insertClaim(db, id, userId);
}

/**
 * A code against a rental, for the booking form's live quote: the same checks
 * the booking request makes (which makes them again in its transaction).
 */
export async function checkVoucher(db: Db, actor: Actor, q: VoucherCheckQuery): Promise<VoucherCheckResponse> {
  const item = await findGearFacts(db, q.gearId);
  if (!item) throw notFound(msg("bookings", "things.thatGear"));
  const today = todayInMalaysia();
  const days = Math.max(1, rentalDays(q.startDate, q.endDate));
  const { subtotal } = quotePrice({ gear: item, days, isStudent: hasStudentRate(actor.user, today) });
  const v = await findUsableVoucher(db, q.code, { gear: item, days, subtotal, today, renterId: actor.user.id });
  return presentCheck(v);
}
