import { and, eq, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client";
import { gear, kitComponents } from "../../db/schema";
import { conflict } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import type { GearRow } from "./presenter";

/**
 * What archiving or restoring a listing must keep true of kits (issue 32 item 2,
 * ADR 039): a kit that can be booked has no archived component. So archiving a
 * listing that a kit not archived contains is refused (409, naming the kit), and
 * restoring a kit with an archived component is refused (naming the component).
 * Read from the tables, not the kits module: kits builds on gear, not the reverse.
 */
export async function assertKitsStayWhole(tx: Tx, item: GearRow, status: "active" | "archived") {
  const other = alias(gear, "other");
  if (status === "archived") {
    const [kit] = await tx
      .select({ name: other.name })
      .from(kitComponents)
      .innerJoin(other, eq(other.id, kitComponents.kitId))
      .where(and(eq(kitComponents.gearId, item.id), ne(other.status, "archived")))
      .limit(1);
    if (kit) throw conflict(msg("gear", "kits.inLiveKit", { name: item.name, kit: kit.name }));
    return;
  }
  if (item.kind !== "kit") return;
  const [part] = await tx
    .select({ name: other.name })
    .from(kitComponents)
    .innerJoin(other, eq(other.id, kitComponents.gearId))
    .where(and(eq(kitComponents.kitId, item.id), eq(other.status, "archived")))
    .limit(1);
  if (part) throw conflict(msg("gear", "kits.restoreArchivedComponent", { name: part.name }));
}
