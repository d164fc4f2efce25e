import { expect } from "../../test/fixtures";
import { matrixTest, signedIn } from "../../test/matrix";
import { recordAudit } from "./record";

const { matrix } = matrixTest();

matrix({
  name: "GET /api/admin/audit: admins only",
  expected: { ...signedIn(403), admin: 200 },
  setup: async ({ ctx, people }) => {
    await recordAudit(ctx.db, {
      actorId: people.admin.id,
      action: "settings.updated",
      subjectType: "settings",
      subjectId: 1,
      before: { sstBasisPoints: 0 },
      after: { sstBasisPoints: 600 },
    });
    return {};
  },
  call: (_t, cookie, { ctx }) => ctx.request.get("/api/admin/audit", { as: cookie }),
  check: (res) => {
    expect(res.json().items[0]).toMatchObject({
      action: "settings.updated",
      before: { sstBasisPoints: 0 },
      after: { sstBasisPoints: 600 },
    });
  },
});
