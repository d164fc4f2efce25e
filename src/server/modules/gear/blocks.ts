import type { Db } from "../../db/client";
import { AppError, badInput, notFound } from "../../lib/errors";
import { todayInMalaysia } from "../../../shared/dates";
import { msg } from "../../../shared/i18n/message";
import { blockRangeProblems, GEAR_MESSAGES, type GearBlockView } from "../../../shared/gear-contracts";
import { deleteBlock, insertBlock, listBlockRows, touchGear } from "./repository";

/** SQLSTATE of a driver error; drizzle wraps it in `cause`. */
const sqlState = (err: unknown) =>
  (err as { cause?: { code?: string } })?.cause?.code ?? (err as { code?: string })?.code;

/** The listing's owner blocks that have not ended yet (today in Malaysia), earliest first. */
export function listBlocks(db: Db, gearId: string, today = todayInMalaysia()): Promise<GearBlockView[]> {
  return listBlockRows(db, gearId, today);
}

/**
 * Block dates (inclusive) of a listing. The exclusion constraint on gear_holds
 * refuses any overlap with another block or a booking hold, also under races,
 * and that refusal (SQLSTATE 23P01) is the 409.
 */
export async function addBlock({
  db,
  gearId,
  input,
  today = todayInMalaysia(),
}: {
  db: Db;
  gearId: string;
  input: { startDate: string; endDate: string; note: string | null };
  today?: string;
}): Promise<GearBlockView> {
  const problems = blockRangeProblems(input.startDate, input.endDate, today);
  if (Object.keys(problems).length > 0) throw badInput(Object.values(problems)[0]!, problems);
  try {
    const block = await insertBlock(db, gearId, input);
    await touchGear(db, gearId);
    return block;
  } catch (err) {
    if (sqlState(err) === "23P01")
      throw new AppError("DATES_TAKEN", 409, GEAR_MESSAGES.blockOverlap, { startDate: GEAR_MESSAGES.blockOverlap });
    throw err;
  }
}

/** Remove an owner block of this listing; booking holds are not the owner's to remove here (404). */
export async function removeBlock({ db, gearId, blockId }: { db: Db; gearId: string; blockId: number }) {
  if (!(await deleteBlock(db, gearId, blockId))) throw notFound(msg("gear", "errors.thatBlock"));
  await touchGear(db, gearId);
}
