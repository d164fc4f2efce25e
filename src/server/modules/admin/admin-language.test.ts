import { roleApplications } from "../../db/schema";
import { it, describe, expect } from "../../test/fixtures";
import { buildUser } from "../../test/factories";
import { admin as ms } from "../../../shared/i18n/ms/admin";

describe("the back office in Bahasa Melayu", () => {
  it("refuses a Malay-reading admin's decision in Malay, and an English one's in English", async ({ ctx }) => {
    const malay = await buildUser(ctx, { role: "admin", language: "ms" });
    const english = await buildUser(ctx, { role: "admin", language: "en" });
    const applicant = await buildUser(ctx);
    const [decided] = await ctx.db
      .insert(roleApplications)
      .values({ userId: applicant.id, role: "staff", status: "refused" })
      .returning();
    const decide = (id: number, as: typeof malay) =>
      ctx.request.post(`/api/admin/applications/${id}/decision`, { decision: "approve" }, { as });

    const again = await decide(decided!.id, malay);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: "CONFLICT", message: ms.errors.alreadyDecided.refused });
    expect((await decide(decided!.id, english)).json().error.message).toBe("This application was already refused.");

    const unknown = await decide(decided!.id + 1000, malay);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("Permohonan itu tidak dijumpai.");
  });

  it("says what is wrong with the fees in the admin's language (settings)", async ({ ctx }) => {
    const malay = await buildUser(ctx, { role: "admin", language: "ms" });
    const fees = { serviceFeeBasisPoints: 500, sstBasisPoints: -1, defaultExtendedThreshold: 61 };
    const res = await ctx.request.put("/api/admin/settings", fees, { as: malay });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      sstBasisPoints: ms.settings.fees.notNegative,
      defaultExtendedThreshold: ms.settings.fees.thresholdRange,
    });
  });
});
