import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { gearHolds } from "../../db/schema";
import { AppError, badInput, notFound } from "../../lib/errors";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { blockRangeProblems, GEAR_MESSAGES, type GearBlockView } from "../../../shared/gear-contracts";
import { touchGear } from "./repository";

/** SQLSTATE of a driver error; drizzle wraps it in `cause`. */
const sqlState = (err: unknown) =>
  (err as { cause?: { code?: string } })?.cause?.code ?? (err as { code?: string })?.code;

/** Hold rows store '[start,end+1)'; the owner thinks in inclusive dates. */
const blockColumns = {
  id: gearHolds.id,
  startDate: sql<string>`lower(${gearHolds.period})::text`,
  endDate: sql<string>`(upper(${gearHolds.period}) - 1)::text`,
  note: gearHolds.note,
};

/** The listing's owner blocks that have not ended yet (today in Malaysia), earliest first. */
export function listBlocks(db: Db, gearId: string, today = todayInMalaysia()): Promise<GearBlockView[]> {
  return db
    .select(blockColumns)
    .from(gearHolds)
    .where(
      and(eq(gearHolds.gearId, gearId), eq(gearHolds.kind, "block"), sql`upper(${gearHolds.period}) > ${today}::date`),
    )
    .orderBy(asc(sql`lower(${gearHolds.period})`));
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
    const [row] = await db
      .insert(gearHolds)
      .values({ gearId, kind: "block", period: `[${input.startDate},${addDays(input.endDate, 1)})`, note: input.note })
      .returning(blockColumns);
    await touchGear(db, gearId);
    return row!;
  } catch (err) {
    if (sqlState(err) === "23P01")
      throw new AppError("DATES_TAKEN", 409, GEAR_MESSAGES.blockOverlap, { startDate: GEAR_MESSAGES.blockOverlap });
    throw err;
  }
}

/** Remove an owner block of this listing; booking holds are not the owner's to remove here (404). */
export async function removeBlock({ db, gearId, blockId }: { db: Db; gearId: string; blockId: number }) {
  const removed = await db
    .delete(gearHolds)
    .where(and(eq(gearHolds.id, blockId), eq(gearHolds.gearId, gearId), eq(gearHolds.kind, "block")))
    .returning({ id: gearHolds.id });
  if (removed.length === 0) throw notFound("That block");
  await touchGear(db, gearId);
}
