import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { appSecrets } from "../../db/schema";
import { scamReportKeys } from "../../db/schema/scam-reports";
import { buildOwner, buildUser, VERIFIED_COMPLETE } from "../../test/factories";
import { appTest, describe, expect } from "../../test/fixtures";
import { mustDecide, reportId } from "../../test/scam-reports";

const KEY = "k".repeat(20) + "configured-match-key";
const it = appTest({ SCAM_MATCH_KEY: KEY });

describe("SCAM_MATCH_KEY", () => {
  it("is the key the digests are made under, and no key is written to app_secrets", async ({ ctx }) => {
    const reporter = await buildOwner(ctx, VERIFIED_COMPLETE);
    const admin = await buildUser(ctx, { role: "admin" });
    const id = await reportId(ctx, reporter, { name: "Ali", phone: "012-345 6789", description: "Kept the lens." });
    await mustDecide(ctx, id, admin, "confirm");
    const keys = await ctx.db.select().from(scamReportKeys).where(eq(scamReportKeys.reportId, id));
    expect(keys.map((k) => [k.kind, k.digest])).toEqual([
      ["phone", createHmac("sha256", KEY).update("phone:+60123456789").digest("hex")],
    ]);
    expect(await ctx.db.select().from(appSecrets).where(eq(appSecrets.key, "scam_match_key"))).toEqual([]);
  });
});
