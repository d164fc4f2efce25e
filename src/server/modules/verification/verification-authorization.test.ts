import { eq, inArray } from "drizzle-orm";
import { identityVerifications, users } from "../../db/schema";
import { describe, expect } from "../../test/fixtures";
import type { TestApp } from "../../test/test-app";
import { multipart, type UploadFile, expectSignInAsked } from "../../test/request";
import { ACTORS, type MatrixPeople, cookieFor, matrixState, matrixTest, signedIn } from "../../test/matrix";
import { pngImage } from "../../test/uploads";
import { buildIdentityVerification } from "../../test/factories";

const { it, matrix } = matrixTest();

/** The renters and owners: the accounts that verify their identity. */
const applicants = (people: MatrixPeople) =>
  [people.renter, people["other renter"], people.owner, people["other owner"]].map((p) => p.id);
/** Put every applicant's account in `status` (the matrix's people start verified). */
const setApplicants = (ctx: TestApp, people: MatrixPeople, status: "unverified" | "pending" | "verified") =>
  ctx.db
    .update(users)
    .set({ verificationStatus: status, isVerified: status === "verified" })
    .where(inArray(users.id, applicants(people)));

/** A request by `people.renter` in `status`, with its three documents stored; the account mirrors it. */
async function renterRequest(ctx: TestApp, people: MatrixPeople, status: "pending" | "verified" = "pending") {
  const userId = people.renter.id;
  const { id } = await buildIdentityVerification(ctx, userId, { status });
  await ctx.db
    .update(users)
    .set({ verificationStatus: status, isVerified: status === "verified" })
    .where(eq(users.id, userId));
  return { verificationId: id };
}

const FIELDS = { fullName: "Rina binti Renter", mykadNumber: "900101-14-5678" };
const documents = async (): Promise<UploadFile[]> => [
  { field: "icFront", filename: "front.png", data: await pngImage("#336699") },
  { field: "icBack", filename: "back.png", data: await pngImage("#663399") },
  { field: "selfie", filename: "selfie.png", data: await pngImage("#996633") },
];
const submit = async (ctx: TestApp, cookie: string | undefined) =>
  ctx.request.post("/api/verification", multipart(FIELDS, await documents()), { as: cookie });
const decide = (ctx: TestApp, id: string, body: object, cookie: string | undefined) =>
  ctx.request.post(`/api/verification/${id}/decision`, body, { as: cookie });
const rowOf = async (ctx: TestApp, id: string) =>
  (await ctx.db.select().from(identityVerifications).where(eq(identityVerifications.id, id)))[0]!;
const accountOf = async (ctx: TestApp, id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

/** Reviewers (staff, admins) only; everyone else signed in is refused by role. */
const REVIEWERS = { ...signedIn(403), staff: 200, admin: 200 };
/** A matrix setup: every applicant's account in `status`, no target of its own. */
const applicantsIn =
  (status: "unverified" | "pending") =>
  async ({ ctx, people }: { ctx: TestApp; people: MatrixPeople }) => {
    await setApplicants(ctx, people, status);
    return {};
  };
const idOf = (people: MatrixPeople, actor: string) => people[actor as "renter"].id;

describe("authorization matrix: every verification endpoint × every kind of caller; refused calls change nothing", () => {
  matrix({
    name: "POST /api/verification (unverified callers)",
    expected: { ...signedIn(201), staff: 403, admin: 403, accountant: 403 },
    setup: applicantsIn("unverified"),
    call: (_t, cookie, { ctx }) => submit(ctx, cookie),
    mutates: true,
    check: async (res, actor, _t, { ctx, people }) => {
      expect(await rowOf(ctx, res.json().id)).toMatchObject({ userId: idOf(people, actor), status: "pending" });
      expect((await accountOf(ctx, idOf(people, actor))).verificationStatus).toBe("pending");
    },
  });

  matrix({
    name: "POST /api/verification (callers already waiting for review)",
    expected: { ...signedIn(409), staff: 403, admin: 403, accountant: 403 },
    setup: applicantsIn("pending"),
    call: (_t, cookie, { ctx }) => submit(ctx, cookie),
  });

  matrix({
    name: "GET /api/verification/me",
    expected: signedIn(200),
    setup: ({ ctx, people }) => renterRequest(ctx, people),
    call: (_t, cookie, { ctx }) => ctx.request.get("/api/verification/me", { as: cookie }),
    check: (res, actor, t, { people }) => {
      // Each caller sees their own request only.
      if (actor === "renter")
        expect(res.json()).toMatchObject({
          status: "pending",
          latest: { id: t.verificationId, userId: people.renter.id },
        });
      else expect(res.json().latest?.id, actor).not.toBe(t.verificationId);
    },
  });

  matrix({
    name: "GET /api/verification/queue",
    expected: REVIEWERS,
    setup: ({ ctx, people }) => renterRequest(ctx, people),
    call: (_t, cookie, { ctx }) => ctx.request.get("/api/verification/queue", { as: cookie }),
    check: (res, _actor, t) => expect(res.json().items.map((v: { id: string }) => v.id)).toContain(t.verificationId),
  });

  matrix({
    name: "GET /api/verification/:id (even the renter's own: reviewers only)",
    expected: REVIEWERS,
    setup: ({ ctx, people }) => renterRequest(ctx, people),
    call: (t, cookie, { ctx }) => ctx.request.get(`/api/verification/${t.verificationId}`, { as: cookie }),
    check: (res, _actor, t) =>
      expect(res.json()).toMatchObject({ id: t.verificationId, mykadNumber: "900101-14-5678", status: "pending" }),
  });

  for (const kind of ["icFront", "icBack", "selfie"]) {
    matrix({
      name: `GET /api/verification/:id/documents/${kind}`,
      expected: { ...signedIn(404), renter: 200, staff: 200, admin: 200 },
      setup: ({ ctx, people }) => renterRequest(ctx, people),
      call: (t, cookie, { ctx }) =>
        ctx.request.get(`/api/verification/${t.verificationId}/documents/${kind}`, { as: cookie }),
      check: (res) => {
        expect(res.headers["content-type"]).toBe("image/webp");
        expect(res.headers["cache-control"]).toBe("private, no-store");
      },
    });
  }

  matrix({
    name: "POST /api/verification/:id/decision { approve } (pending)",
    expected: REVIEWERS,
    setup: ({ ctx, people }) => renterRequest(ctx, people),
    call: (t, cookie, { ctx }) => decide(ctx, t.verificationId, { decision: "approve" }, cookie),
    mutates: true,
    check: async (res, actor, t, { ctx, people }) => {
      expect(res.json()).toEqual({ ok: true });
      expect(await rowOf(ctx, t.verificationId)).toMatchObject({ status: "verified", reviewedBy: idOf(people, actor) });
      expect(await accountOf(ctx, people.renter.id)).toMatchObject({
        verificationStatus: "verified",
        isVerified: true,
      });
    },
  });

  matrix({
    name: "POST /api/verification/:id/decision { reject, reason } (already verified)",
    expected: { ...REVIEWERS, staff: 409, admin: 409 },
    setup: ({ ctx, people }) => renterRequest(ctx, people, "verified"),
    call: (t, cookie, { ctx }) => decide(ctx, t.verificationId, { decision: "reject", reason: "Blurry" }, cookie),
  });

  matrix({
    name: "GET and POST /api/verification/:id… of an unknown request",
    expected: { ...signedIn(403), staff: 404, admin: 404 },
    setup: async () => ({ verificationId: "zzzzzzzzzzzzzzzzzzzzzzzz" }),
    call: async (t, cookie, { ctx }) => {
      const read = await ctx.request.get(`/api/verification/${t.verificationId}`, { as: cookie });
      const decided = await decide(ctx, t.verificationId, { decision: "approve" }, cookie);
      return decided.statusCode === read.statusCode ? read : decided;
    },
  });
});

describe("GET /api/events", () => {
  it("is 401 signed out and changes nothing", async ({ ctx }) => {
    const before = await matrixState(ctx, {});
    const res = await ctx.request.get("/api/events");
    expectSignInAsked(res);
    expect(await matrixState(ctx, {})).toEqual(before);
  });

  it("opens an event stream for every kind of signed-in caller", async ({ ctx, people }) => {
    // The stream never ends, so inject() would wait forever: a real socket, closed by the client.
    const address = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    for (const actor of ACTORS.filter((a) => a !== "signed out")) {
      const abort = new AbortController();
      const res = await fetch(`${address}/api/events`, {
        headers: { cookie: cookieFor(people, actor)! },
        signal: abort.signal,
      });
      expect(res.status, actor).toBe(200);
      expect(res.headers.get("content-type"), actor).toBe("text/event-stream; charset=utf-8");
      const first = await res.body!.getReader().read();
      expect(new TextDecoder().decode(first.value), actor).toContain(": connected");
      abort.abort();
    }
  });
});
