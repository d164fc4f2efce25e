import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bookings, invoices, owners, users } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { requireActor } from "../../plugins/actor";
import { partyOf } from "./policy";

/** The printable invoice: for the booking's renter and owner, admins and accountants. */
export async function invoiceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    "/api/invoices/:number",
    { schema: { params: z.object({ number: z.string().regex(/^INV-\d{4}-\d{6}$/, "Not an invoice number") }) } },
    async (req) => {
      const actor = await requireActor(req);
      const [row] = await db
        .select({
          inv: invoices,
          b: bookings,
          ownerName: owners.displayName,
          businessName: owners.businessName,
          ownerUsername: owners.username,
          renterEmail: users.email,
        })
        .from(invoices)
        .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
        .innerJoin(owners, eq(owners.userId, bookings.ownerId))
        .leftJoin(users, eq(users.id, bookings.renterId))
        .where(eq(invoices.number, req.params.number));
      if (!row) throw notFound("The invoice");
      const party = partyOf(actor, row.b);
      if (!party && actor.role !== "accountant") throw notFound("The invoice");
      const { inv, b } = row;
      return {
        number: inv.number,
        status: inv.status,
        issuedAt: inv.issuedAt.toISOString(),
        seller: { name: row.businessName || row.ownerName, username: row.ownerUsername },
        buyer: { name: b.userName, email: row.renterEmail },
        booking: {
          id: b.id,
          gearName: b.equipmentName,
          startDate: b.startDate,
          endDate: b.endDate,
          days: b.days,
          rate: b.rate,
        },
        amounts: {
          subtotal: inv.subtotal,
          discount: inv.discount,
          serviceFee: inv.serviceFee,
          sst: inv.sst,
          total: inv.total,
          deposit: inv.deposit,
        },
      };
    },
  );
}
