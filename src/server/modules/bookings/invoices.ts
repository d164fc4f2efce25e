import type { FastifyInstance } from "fastify";
import { notFound } from "../../lib/errors";
import { moduleRoutes } from "../../plugins/routes";
import { InvoiceParams, InvoiceResponse } from "../../../shared/booking-contracts";
import { msg } from "../../../shared/i18n/message";
import { invoiceRefusal } from "./policy";
import { presentInvoice } from "./presenter";
import { findInvoice } from "./repository";

/** The printable invoice: for the booking's renter and owner, admins and accountants. */
export async function invoiceRoutes(app: FastifyInstance) {
  const { db, signedIn } = moduleRoutes(app);

  signedIn.get(
    "/api/invoices/:number",
    { schema: { params: InvoiceParams, response: { 200: InvoiceResponse } } },
    async (req, actor) => {
      const row = await findInvoice(db, req.params.number);
      if (!row) throw notFound(msg("bookings", "things.invoice"));
      const refusal = invoiceRefusal(actor, row.b);
      if (refusal) throw refusal;
      return presentInvoice(row);
    },
  );
}
