import type { Tx } from "../../db/client";
import { badInput } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import { findCandidates, lockHolds } from "./repository";

type ComponentInput = { gearId: string; quantity: number };

/**
 * The rules of a kit's components that the tables cannot state (issue 32 item 2,
 * ADR 039), each a 400 on `components` saying which listing and why: every
 * component is one of the kit owner's own listings (not someone else's, not the
 * kit itself, not another kit: kits do not nest), not archived, and the kit takes
 * no more of it than it has units. Checked under the components' hold locks, so
 * a unit count lowered or a booking made meanwhile waits for this transaction.
 */
export async function assertComponents(tx: Tx, ownerId: string, kitId: string, components: ComponentInput[]) {
  const refuse = (message: string) => badInput(message, { components: message });
  if (components.some((c) => c.gearId === kitId)) throw refuse(msg("gear", "kits.itself"));
  const ids = components.map((c) => c.gearId);
  await lockHolds(tx, ids);
  const found = new Map((await findCandidates(tx, ids)).map((g) => [g.id, g]));
  for (const c of components) {
    const g = found.get(c.gearId);
    if (!g) throw refuse(msg("gear", "kits.notFound"));
    // Said as such (not as missing), without the other owner's listing name.
    if (g.ownerId !== ownerId) throw refuse(msg("gear", "kits.notYours"));
    if (g.kind === "kit") throw refuse(msg("gear", "kits.noNesting", { name: g.name }));
    if (g.status === "archived") throw refuse(msg("gear", "kits.componentArchived", { name: g.name }));
    if (c.quantity > g.unitCount)
      throw refuse(msg("gear", "kits.quantityAboveUnits", { name: g.name, count: g.unitCount, quantity: c.quantity }));
  }
}
