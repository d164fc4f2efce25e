import { asc } from "drizzle-orm";
import { creditNotes, invoices } from "../db/schema";
import { describe, expect, it } from "../test/fixtures";
import { signIn } from "../test/test-app";
import { DEMO_PASSWORD, seedDemo } from "./demo";

// Seeding the whole demo (photos, passwords) can pass 30 s on a busy machine.
const SEED_TIMEOUT = { timeout: 120_000 };

describe("the demo seed's invoices", () => {
  it(
    "numbers them from the gapless series, in each state, and the admin list shows them",
    SEED_TIMEOUT,
    async ({ ctx }) => {
      expect(await seedDemo(ctx.db, ctx.app.deps.auth, ctx.app.deps.storage)).toBe(true);
      const rows = await ctx.db.select().from(invoices).orderBy(asc(invoices.issuedAt));
      expect(rows.map((r) => r.status)).toEqual(["paid", "void", "paid", "issued"]);
      // Numbered in the order issued, without a gap within each year.
      for (const year of new Set(rows.map((r) => r.year))) {
        const seqs = rows.filter((r) => r.year === year).map((r) => r.seq);
        expect(seqs).toEqual(seqs.map((_, i) => i + 1));
      }
      const [note] = await ctx.db.select().from(creditNotes);
      expect(note).toMatchObject({ invoiceId: rows[1]!.id, total: rows[1]!.total, seq: 1 });

      const admin = await signIn(ctx, "admin@sewagear.test", DEMO_PASSWORD);
      const list = await ctx.request.get("/api/admin/invoices", { as: admin });
      expect(list.json()).toMatchObject({ total: 4, sum: rows.reduce((s, r) => s + r.total, 0) });
      const renter = await signIn(ctx, "renter@sewagear.test", DEMO_PASSWORD);
      const notePage = await ctx.request.get(`/api/credit-notes/${note!.number}`, { as: renter });
      expect(notePage.json()).toMatchObject({ invoice: { number: rows[1]!.number, status: "void" } });
    },
  );
});
