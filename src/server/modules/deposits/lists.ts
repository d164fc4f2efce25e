import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import type { Actor } from "../../plugins/actor";
import type { DepositDisputeResponse, DepositListResponse } from "../../../shared/deposit-contracts";
import { msg } from "../../../shared/i18n/message";
import { findBooking } from "../bookings/repository";
import { readSheets } from "../handover/service";
import { presentLine } from "./presenter";
import { findLine, listDisputeLines, listMessages, listOwnerOpenDeposits } from "./repository";
import { readDeposit } from "./service";

/**
 * The owner's "deposits to settle": every returned booking of theirs whose
 * deposit is not at its end yet. A settlement that left nothing to refund (the
 * whole deposit kept, accepted or decided) is at its end without a refund.
 */
export async function listOwnerDeposits(db: Db, ownerId: string): Promise<DepositListResponse> {
  const lines = (await listOwnerOpenDeposits(db, ownerId)).map(presentLine);
  const ended = (l: (typeof lines)[number]) => (l.state === "accepted" || l.state === "decided") && l.refundDue === 0;
  return { items: lines.filter((l) => !ended(l)) };
}

/** The disputes queue of admins and staff: open disputes first, then the latest decided. */
export async function listDisputes(db: Db): Promise<DepositListResponse> {
  return { items: (await listDisputeLines(db)).map(presentLine) };
}

const disputeHidden = () => notFound(msg("deposits", "disputes.title"));

/**
 * The decision view of one dispute (disputed or decided): the deposit with its
 * claim and evidence, both check sheets and the booking's messages, for admins
 * and staff (the route lets only them in). It also shows a returned (or paid
 * then cancelled) booking's deposit not yet refunded: the overdue alerts (reminders.ts) link here, so
 * support sees the same evidence when chasing the owner.
 */
export async function readDispute(db: Db, actor: Actor, bookingId: string): Promise<DepositDisputeResponse> {
  const line = await findLine(db, bookingId);
  const b = await findBooking(db, bookingId);
  const state = line?.settlement?.state;
  // Completed, or cancelled after payment (settled "returned" at the cancellation: cancelled.ts).
  const owed = b?.status === "completed" || (b?.status === "cancelled" && state !== undefined);
  const chased = owed && b!.deposit > 0 && state !== "refunded";
  // A decided dispute stays readable after its refund (state "refunded", decidedAt kept).
  const disputed = state === "disputed" || !!line?.settlement?.decidedAt;
  if (!line || !b || (!disputed && !chased)) throw disputeHidden();
  return {
    line: presentLine(line),
    deposit: await readDeposit(db, actor, b),
    sheets: await readSheets(db, actor, b),
    messages: (await listMessages(db, bookingId)).map((m) => ({
      from: m.name ?? "",
      body: m.body,
      at: m.at.toISOString(),
    })),
  };
}
