import { auditLog } from "../../db/schema";
import { buildUser } from "../../test/factories";
import { describe, expect, it } from "../../test/fixtures";
import { expectBadInput } from "../../test/request";
import { recordAudit } from "./record";

// Its own file, so its own database: the list's exact contents and totals are this file's entries alone.
describe("GET /api/admin/audit", () => {
  it("lists newest first and filters by actor, action, record and Malaysian days, a page at a time", async ({
    ctx,
  }) => {
    const admin = await buildUser(ctx, {
      role: "admin",
      name: "Aisyah Auditor",
      email: `aisyah-${Date.now()}@example.test`,
    });
    const staff = await buildUser(ctx, { role: "staff", name: "Sam Support" });
    const at = async (iso: string, entry: Parameters<typeof recordAudit>[1]) => {
      await recordAudit(ctx.db, entry);
      await ctx.db.execute(`update audit_log set created_at = '${iso}' where id = (select max(id) from audit_log)`);
    };
    // 16:30 UTC on 1 January is 00:30 on 2 January in Malaysia.
    await at("2026-01-01T15:59:00Z", {
      actorId: staff.id,
      action: "verification.approved",
      subjectType: "verification",
      subjectId: "v1",
    });
    await at("2026-01-01T16:30:00Z", {
      actorId: admin.id,
      action: "review.hidden",
      subjectType: "review",
      subjectId: 7,
      detail: { reason: "Abuse" },
    });
    await at("2026-01-03T02:00:00Z", {
      actorId: admin.id,
      action: "review.restored",
      subjectType: "review",
      subjectId: 7,
    });
    // An entry from before the trail had one shape: its fields are shown as the detail.
    await ctx.db.insert(auditLog).values({
      actorId: admin.id,
      action: "role.granted",
      subjectType: "user",
      subjectId: staff.id,
      data: { role: "staff", applicationId: 3 },
    });

    const get = async (query: string) => {
      const res = await ctx.request.get(`/api/admin/audit?${query}`, { as: admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const actions = async (query: string) => (await get(query)).items.map((i: { action: string }) => i.action);

    const all = await get("");
    expect(all.items.map((i: { action: string }) => i.action)).toEqual([
      "role.granted",
      "review.restored",
      "review.hidden",
      "verification.approved",
    ]);
    expect(all.items[0]).toMatchObject({ before: null, after: null, detail: { role: "staff", applicationId: 3 } });
    expect(all.items[2]).toMatchObject({
      actor: { id: admin.id, name: "Aisyah Auditor" },
      subjectType: "review",
      subjectId: "7",
      detail: { reason: "Abuse" },
    });
    expect(all.actions).toEqual(["review.hidden", "review.restored", "role.granted", "verification.approved"]);

    expect(await actions("actor=sam")).toEqual(["verification.approved"]);
    expect(await actions(`actor=${encodeURIComponent(admin.email)}&action=review`)).toEqual([
      "review.restored",
      "review.hidden",
    ]);
    expect(await actions("action=review.hidden")).toEqual(["review.hidden"]);
    expect(await actions("subjectType=review&subjectId=7")).toEqual(["review.restored", "review.hidden"]);
    expect(await actions("from=2026-01-02&to=2026-01-02")).toEqual(["review.hidden"]);
    expect(await actions("to=2026-01-01")).toEqual(["verification.approved"]);

    for (let i = 0; i < 30; i++)
      await recordAudit(ctx.db, {
        actorId: admin.id,
        action: "settings.updated",
        subjectType: "settings",
        subjectId: 1,
      });
    const page1 = await get("");
    const page2 = await get("page=2");
    expect(page1).toMatchObject({ total: 34, page: 1, pageSize: 25 });
    expect(page1.items).toHaveLength(25);
    expect(page2.items).toHaveLength(9);
    expect(page2.items.at(-1).action).toBe("verification.approved");
  });

  it("answers bad filters with 400", async ({ ctx }) => {
    const admin = await buildUser(ctx, { role: "admin" });
    expectBadInput(await ctx.request.get("/api/admin/audit?from=2026-13-01", { as: admin }));
    const order = expectBadInput(
      await ctx.request.get("/api/admin/audit?from=2026-02-02&to=2026-02-01", { as: admin }),
    );
    expect(order.fields).toEqual({ to: "The end date must be on or after the start date." });
    expectBadInput(await ctx.request.get("/api/admin/audit?page=0", { as: admin }));
  });

  it("no route of the app writes, edits or deletes the trail: it is read-only through the API", ({ ctx }) => {
    const routes = ctx.app.printRoutes({ commonPrefix: false });
    const auditLines = routes.split("\n").filter((line) => line.includes("audit"));
    expect(auditLines.length).toBeGreaterThan(0);
    for (const line of auditLines) expect(line, line).toMatch(/\((GET|HEAD)(, (GET|HEAD))*\)/);
    // No route anywhere names the table's rows by id, for any method.
    expect(routes).not.toMatch(/audit\/:/);
  });
});
