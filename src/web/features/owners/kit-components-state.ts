import { fieldErrorsOf } from "../../../shared/field-errors";
import { msg } from "../../../shared/i18n/message";
import { KitComponentsRequest, type KitComponentView } from "../../../shared/kit-contracts";

/** A component as the owner types it: the listing chosen in a select, the quantity as typed. */
export interface KitComponentRow {
  gearId: string;
  quantity: string;
}

export const newComponentRow = (): KitComponentRow => ({ gearId: "", quantity: "1" });

export const rowsFromKit = (components: KitComponentView[]): KitComponentRow[] =>
  components.map((c) => ({ gearId: c.gearId, quantity: String(c.quantity) }));

/**
 * Rows → the components PUT /api/kits/:id/components and POST /api/kits take,
 * or field messages keyed as the server keys them ("components",
 * "components.1.quantity"), checked with the server's own schema so the owner
 * reads the same words. What only the server knows (another owner's listing,
 * an archived one, more than it has units) comes back from it on `components`.
 */
export function componentsFromRows(
  rows: KitComponentRow[],
): { components: { gearId: string; quantity: number }[] } | { fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  rows.forEach((r, i) => {
    if (r.gearId === "") fields[`components.${i}.gearId`] = msg("gear", "kitScreens.components.chooseRequired");
  });
  // A blank or a word becomes NaN, which the schema refuses with its "whole number" message.
  const components = rows.map((r) => ({
    gearId: r.gearId,
    quantity: r.quantity.trim() === "" ? Number.NaN : Number(r.quantity),
  }));
  const parsed = KitComponentsRequest.safeParse({ components });
  if (!parsed.success) {
    const issues = parsed.error.issues.filter(
      (i) => !(i.path[2] === "gearId" && rows[Number(i.path[1])]?.gearId === ""),
    );
    for (const [key, message] of Object.entries(fieldErrorsOf(issues, "components"))) fields[key] ??= message;
  }
  return Object.keys(fields).length > 0 ? { fields } : { components };
}
