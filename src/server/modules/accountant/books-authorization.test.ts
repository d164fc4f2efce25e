import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { users } from "../../db/schema";
import { advance, createDraft, rm } from "../../test/salary";
import { everyone, matrixTest } from "../../test/matrix";
import { BOOK_TABLES } from "../../../shared/accountant-contracts";

const { matrix } = matrixTest();
const readers = { ...everyone(403), "signed out": 401, accountant: 200, admin: 200 };

describe("the books answer accountants and admins only, and change nothing", () => {
  matrix({
    name: "GET /api/accountant/books",
    expected: readers,
    // The staff member's approved January salary: in the books as a total by role, without their name.
    setup: async ({ ctx, people }) => {
      const id = await createDraft(ctx, people.admin, people.staff.id, { month: "2030-01", basic: rm(2500) });
      await advance(ctx, people.admin, id, "approved");
      return {};
    },
    call: (_t, cookie, { ctx }) => ctx.request.get("/api/accountant/books?from=2030-01&to=2030-02", { as: cookie }),
    check: async (res, _actor, _t, { ctx, people }) => {
      expect(res.json().months).toHaveLength(2);
      expect(res.json().salaries).toEqual([expect.objectContaining({ month: "2030-01", role: "staff", records: 1 })]);
      const [staff] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, people.staff.id));
      expect(res.body).not.toContain(staff!.name);
    },
  });

  for (const table of BOOK_TABLES) {
    matrix({
      name: `GET /api/accountant/books/${table}.csv`,
      expected: readers,
      setup: async () => ({}),
      call: (_t, cookie, { ctx }) =>
        ctx.request.get(`/api/accountant/books/${table}.csv?from=2030-01&to=2030-01`, { as: cookie }),
      check: (res) => expect(res.headers["content-type"]).toContain("text/csv"),
    });
  }
});
