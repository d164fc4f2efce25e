import type { Actor } from "../../plugins/actor";
import type { Role } from "../../../shared/roles";
import type { InvoiceStatus } from "../../../shared/invoice-contracts";

/**
 * The list of every invoice and its CSV: admins, and accountants, whose work is reading the
 * books (PRODUCT.md: "Read-only finance: invoices …"). Staff have no invoice powers.
 */
export const INVOICE_READERS = ["admin", "accountant"] as const satisfies readonly Role[];

/** Recording a payment and voiding change the books: admins only. */
export const INVOICE_MANAGERS = ["admin"] as const satisfies readonly Role[];

const mayManage = (actor: Actor) => (INVOICE_MANAGERS as readonly Role[]).includes(actor.role);

/** What the caller may do to an invoice in `status` now: the buttons the admin list shows. */
export function invoiceAbilities(actor: Actor, status: InvoiceStatus) {
  return {
    canMarkPaid: mayManage(actor) && status === "issued",
    // A paid invoice can still be voided: the credit note is then the record of a refund.
    canVoid: mayManage(actor) && status !== "void",
  };
}
