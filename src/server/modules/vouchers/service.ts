import type { Db, Tx } from "../../db/client";
import { badInput, conflict } from "../../lib/errors";
import { newId } from "../../lib/ids";
import type { Actor } from "../../plugins/actor";
import { todayInMalaysia } from "../../../shared/dates";
import { msg } from "../../../shared/i18n/message";
import {
  type VoucherChange,
  type VoucherFields,
  type VoucherInput,
  type VoucherView,
  voucherProblems,
} from "../../../shared/voucher-contracts";
import { recordAudit } from "../audit/record";
import { assertIssuedBy, issuerOf } from "./policy";
import { fieldsOf, presentVoucher } from "./presenter";
import {
  findGearOwners,
  findIssuedVouchers,
  findVoucher,
  insertVoucher,
  isDuplicateCode,
  updateVoucher,
  type VoucherRow,
} from "./repository";

/** The vouchers the caller manages: an owner's own, or the platform's for an admin. */
export async function listIssuedVouchers(db: Db, actor: Actor): Promise<VoucherView[]> {
  const today = todayInMalaysia();
  return (await findIssuedVouchers(db, issuerOf(actor))).map((r) => presentVoucher(r, today));
}

/**
 * A new voucher: an owner's for their own gear, an admin's for the platform.
 * 409 on `code` when the code (in any case) is taken; an admin's is written to
 * the audit trail in the same transaction.
 */
export async function createVoucher(db: Db, actor: Actor, input: VoucherInput): Promise<VoucherView> {
  const ownerId = issuerOf(actor);
  const fields = normalized(input);
  await assertGearChoice(db, ownerId, fields);
  const row = await writeCode(fields.code, () =>
    db.transaction(async (tx) => {
      const created = await insertVoucher(tx, { id: newId(), ownerId, createdBy: actor.user.id, ...fields });
      await auditIfAdmin(tx, actor, "voucher.created", created, null);
      return created;
    }),
  );
  return present(db, row);
}

/**
 * Change a voucher the caller manages (pausing is a change of `paused`); anyone
 * else's is 404 and stays as it was. The whole voucher after the change must
 * keep the rules, and its total uses cannot go below the uses already taken.
 */
export async function changeVoucher(db: Db, actor: Actor, id: string, change: VoucherChange): Promise<VoucherView> {
  const row = await writeCode(change.code ?? "", () =>
    db.transaction(async (tx) => {
      const before = await findVoucher(tx, id);
      assertIssuedBy(actor, before);
      const merged = normalized({ ...fieldsOf(before), ...change });
      const problem = voucherProblems(merged)[0];
      if (problem) throw badInput(problem.message, { [problem.field]: problem.message });
      if (merged.usageLimit != null && merged.usageLimit < before.usedCount) {
        const message = msg("vouchers", "rules.usageBelowUsed", { used: before.usedCount });
        throw badInput(message, { usageLimit: message });
      }
      await assertGearChoice(tx, before.ownerId, merged);
      const after = (await updateVoucher(tx, id, merged))!;
      await auditIfAdmin(tx, actor, "voucher.updated", after, before);
      return after;
    }),
  );
  return present(db, row);
}

async function present(db: Db, row: VoucherRow): Promise<VoucherView> {
  const all = await findIssuedVouchers(db, row.ownerId);
  return presentVoucher(
    all.find((r) => r.v.id === row.id)!,
    todayInMalaysia(),
  );
}

/** Only the scope's own detail is kept: chosen items for "items", the category for "category". */
const normalized = (v: VoucherFields): VoucherFields => ({
  ...v,
  gearIds: v.scope === "items" ? [...new Set(v.gearIds)] : [],
  category: v.scope === "category" ? v.category : null,
});

/** Chosen items must exist, and for an owner's voucher be theirs (400 on `gearIds`). */
async function assertGearChoice(db: Db | Tx, ownerId: string | null, v: VoucherFields) {
  if (v.scope !== "items") return;
  const found = await findGearOwners(db, v.gearIds);
  const bad = (key: "rules.unknownItem" | "rules.notYourItem") => {
    const message = msg("vouchers", key);
    return badInput(message, { gearIds: message });
  };
  if (found.length !== v.gearIds.length) throw bad("rules.unknownItem");
  if (ownerId && found.some((g) => g.ownerId !== ownerId)) throw bad("rules.notYourItem");
}

/** Run a write that may set a code; a code taken by another voucher is 409 on `code`. */
async function writeCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isDuplicateCode(err)) throw err;
    const message = msg("vouchers", "rules.codeTaken", { code });
    throw conflict(message, { code: message });
  }
}

const summary = (v: VoucherRow) => ({
  code: v.code,
  kind: v.kind,
  amount: v.amount,
  scope: v.scope,
  validFrom: v.validFrom,
  validTo: v.validTo,
  usageLimit: v.usageLimit,
  perRenterLimit: v.perRenterLimit,
  paused: v.paused,
});

/** Platform vouchers are an admin's back-office action: they go on the audit trail with the change. */
async function auditIfAdmin(tx: Tx, actor: Actor, action: string, after: VoucherRow, before: VoucherRow | null) {
  if (actor.role !== "admin") return;
  await recordAudit(tx, {
    actorId: actor.user.id,
    action,
    subjectType: "voucher",
    subjectId: after.id,
    before: before && summary(before),
    after: summary(after),
  });
}
