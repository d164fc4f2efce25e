import { count, eq } from "drizzle-orm";
import {
  externalCalendarHolds,
  externalCalendars,
  gear,
  gearHolds,
  gearPhotos,
  gearUnits,
  jobs,
  owners,
  users,
  wantedPosts,
} from "../db/schema";
import { isReservedName } from "../lib/public-address";
import { CALENDAR_READ_JOB, queueDueReads } from "../modules/calendars/jobs";
import { day } from "../test/factories";
import { DEMO_CALENDAR_NAME, DEMO_CALENDAR_URL } from "./demo-calendars";
import { it, describe, expect } from "../test/fixtures";
import { type TestApp, signIn } from "../test/test-app";
import { DEMO_PASSWORD, seedDemo } from "./demo";

const n = async (
  ctx: TestApp,
  table: typeof users | typeof owners | typeof gear | typeof gearPhotos | typeof wantedPosts,
) => (await ctx.db.select({ n: count() }).from(table))[0]!.n;
const seed = (ctx: TestApp) => seedDemo(ctx.db, ctx.app.deps.auth, ctx.app.deps.storage);

// The whole seed (photos, 60 listings, bookings) takes ~15 s on PostgreSQL on a quiet 2-core machine.
describe("the demo seed (README's demo accounts)", { timeout: 120_000 }, () => {
  it("does nothing with SEED_DEMO=false: the test app's database starts empty", async ({ ctx }) => {
    expect(await n(ctx, users)).toBe(0);
  });

  it("fills an empty database: the six README accounts with their roles and states", async ({ ctx }) => {
    expect(await seed(ctx)).toBe(true);
    const session = async (email: string) =>
      (await ctx.request.get("/api/session", { as: await signIn(ctx, email, DEMO_PASSWORD) })).json();

    expect((await session("admin@sewagear.test")).role).toBe("admin");
    expect((await session("staff@sewagear.test")).role).toBe("staff");
    expect((await session("accountant@sewagear.test")).role).toBe("accountant");
    const owner = await session("owner@sewagear.test");
    expect(owner.role).toBe("owner");
    expect((await ctx.request.get("/api/owners/lensmaster")).statusCode).toBe(200);

    const renter = await session("renter@sewagear.test");
    expect(renter.role).toBe("user");
    expect(renter.profile).toMatchObject({ missingFields: [], completenessMessage: "Your profile is complete!" });
    const [r] = await ctx.db.select().from(users).where(eq(users.email, "renter@sewagear.test"));
    expect(r).toMatchObject({ verificationStatus: "verified", studentCardStatus: "approved" });

    const newbie = await session("newbie@sewagear.test");
    expect(newbie.profile.missingFields).toEqual(["ID Card Verification", "Complete Address Information"]);
  });

  it("has a catalogue to browse: about 6 owners, about 60 listings with photos, some wanted posts", async ({ ctx }) => {
    expect(await n(ctx, owners)).toBeGreaterThanOrEqual(6);
    const listed = (await ctx.db.select({ n: count() }).from(gear).where(eq(gear.status, "active")))[0]!.n;
    expect(listed).toBeGreaterThanOrEqual(55);
    expect(await n(ctx, gearPhotos)).toBeGreaterThanOrEqual(listed);
    expect(await n(ctx, wantedPosts)).toBeGreaterThanOrEqual(3);
    const search = await ctx.request.get("/api/gear?category=cameras");
    expect(search.json().total).toBeGreaterThan(0);
  });

  it("has a rental shop with several units of a listing, labelled, and turnaround days (issue 32)", async ({ ctx }) => {
    const rows = await ctx.db
      .select({ id: gear.id, units: gear.unitCount, turnaround: gear.turnaroundDays })
      .from(gear)
      .innerJoin(owners, eq(owners.userId, gear.ownerId))
      .where(eq(owners.username, "lensmaster"));
    const stocked = rows.filter((r) => r.units > 1);
    // 2, 3 and 10 units labelled (demo-units.ts); the kit's mic (2) and batteries (6) (demo-kits.ts).
    expect(stocked.map((r) => r.units).sort((a, b) => a - b)).toEqual([2, 2, 3, 6, 10]);
    expect(stocked.every((r) => r.turnaround >= 1)).toBe(true);
    const three = stocked.find((r) => r.units === 3)!;
    const labels = await ctx.db.select().from(gearUnits).where(eq(gearUnits.gearId, three.id));
    expect(labels).toHaveLength(3);
    expect(labels.every((u) => /^LM-[ABC]\d\d$/.test(u.label ?? ""))).toBe(true);
  });

  it("the shop rents the FX3 interview kit: body, lens, mic and 2 batteries, bookable (issue 32 item 2)", async ({
    ctx,
  }) => {
    const [kit] = await ctx.db.select().from(gear).where(eq(gear.name, "FX3 interview kit"));
    expect(kit).toMatchObject({ kind: "kit", status: "active" });
    const view = (await ctx.request.get(`/api/kits/${kit!.id}`)).json();
    expect(view.components.map((c: { name: string; quantity: number }) => [c.name, c.quantity])).toEqual([
      ["Sony FX3 Cinema Camera", 1],
      ["Sony FE 24-70mm f/2.8 GM II", 1],
      ["Rode Wireless GO II", 1],
      ["Sony NP-FZ100 battery", 2],
    ]);
    expect(view.capacity).toBe(1);
  });

  it("the shop's own calendar is read into blocked days, and never fetched: a reserved name, never due (issue 32)", async ({
    ctx,
  }) => {
    const [calendar] = await ctx.db.select().from(externalCalendars);
    expect(calendar).toMatchObject({
      name: DEMO_CALENDAR_NAME,
      url: DEMO_CALENDAR_URL,
      lastEventCount: 2,
      lastError: null,
    });
    expect(isReservedName(new URL(calendar!.url).hostname)).toBe(true);
    // Its busy days are the listing's blocks, named after it, as a read leaves them.
    const blocks = await ctx.db
      .select({ note: gearHolds.note })
      .from(externalCalendarHolds)
      .innerJoin(gearHolds, eq(gearHolds.id, externalCalendarHolds.holdId))
      .where(eq(externalCalendarHolds.calendarId, calendar!.id));
    expect(blocks).toEqual([{ note: DEMO_CALENDAR_NAME }, { note: DEMO_CALENDAR_NAME }]);
    const owner = await signIn(ctx, "owner@sewagear.test", DEMO_PASSWORD);
    const listed = (await ctx.request.get(`/api/gear/${calendar!.gearId}/calendars`, { as: owner })).json();
    expect(listed.calendars).toMatchObject([{ name: DEMO_CALENDAR_NAME, lastEventCount: 2, lastError: null }]);
    const { unavailable } = (await ctx.request.get(`/api/gear/${calendar!.gearId}/availability`)).json();
    expect(unavailable).toEqual(expect.arrayContaining([day(9), day(10), day(24), day(25), day(26)]));
    // The worker's sweep, a year from now, still finds it not due: nothing is queued, nothing read.
    await queueDueReads(ctx.db, new Date(Date.now() + 365 * 86_400_000));
    const reads = await ctx.db.select().from(jobs).where(eq(jobs.kind, CALENDAR_READ_JOB));
    expect(reads).toEqual([]);
  });

  it("never runs twice: a database with accounts is left as it is", async ({ ctx }) => {
    const before = [await n(ctx, users), await n(ctx, gear)];
    expect(await seed(ctx)).toBe(false);
    expect([await n(ctx, users), await n(ctx, gear)]).toEqual(before);
  });
});
