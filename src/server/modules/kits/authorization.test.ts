import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { bookingKitItems, kitComponents } from "../../db/schema";
import { buildGear, day } from "../../test/factories";
import { requestBooking } from "../../test/bookings";
import { everyone, matrixTest, signedIn } from "../../test/matrix";
import { multipart } from "../../test/request";
import { pngImage } from "../../test/uploads";
import { buildKit } from "../../test/kits";
import { listing } from "../../test/gear";

/**
 * The authorization matrix of the kit endpoints (issue 32 item 2): every kind of
 * caller, each answered as expected, and a refused call changes nothing
 * (matrixState includes every kit's components and booked kit lines).
 */
const { matrix } = matrixTest();

type Env = Parameters<Parameters<typeof matrix>[0]["setup"]>[0];
let nextDay = 0;
/** A kit of `people.owner`: a body and two of three batteries. */
async function kitOf(env: Env) {
  const ownerId = env.people.owner.id;
  const body = await buildGear(env.ctx, { ownerId, name: "FX3 body" });
  const battery = await buildGear(env.ctx, { ownerId, name: "Battery", unitCount: 3 });
  const kit = await buildKit(env.ctx, ownerId, [
    { gearId: body.id, quantity: 1 },
    { gearId: battery.id, quantity: 2 },
  ]);
  return { kitId: kit.id, bodyId: body.id, batteryId: battery.id };
}

describe("authorization matrix: kits × every kind of caller; refused calls change nothing", () => {
  matrix({
    name: "POST /api/kits: an owner, of their own listings",
    expected: { ...signedIn(403), owner: 201, "other owner": 400 },
    mutates: true,
    setup: kitOf,
    call: async (t, cookie, { ctx }) => {
      const data = { ...listing({ name: "Second kit" }), components: [{ gearId: t.bodyId, quantity: 1 }] };
      return ctx.request.post("/api/kits", multipart({ data: JSON.stringify(data) }, [{ data: await pngImage() }]), {
        as: cookie,
      });
    },
    check: async (res, _actor, t, { ctx }) => {
      const rows = await ctx.db.select().from(kitComponents).where(eq(kitComponents.kitId, res.json().gear.id));
      expect(rows.map((r) => [r.gearId, r.quantity])).toEqual([[t.bodyId, 1]]);
    },
  });

  matrix({
    name: "GET /api/owners/me/kits/:id: the kit's owner alone",
    expected: { ...signedIn(404), owner: 200 },
    setup: kitOf,
    call: (t, cookie, { ctx }) => ctx.request.get(`/api/owners/me/kits/${t.kitId}`, { as: cookie }),
    check: (res) => expect(res.json().capacity).toBe(1),
  });

  matrix({
    name: "PUT /api/kits/:id/components: the kit's owner alone",
    expected: { ...signedIn(404), owner: 200 },
    mutates: true,
    setup: kitOf,
    call: (t, cookie, { ctx }) =>
      ctx.request.put(
        `/api/kits/${t.kitId}/components`,
        { components: [{ gearId: t.batteryId, quantity: 3 }] },
        { as: cookie },
      ),
    check: async (res, _actor, t, { ctx }) => {
      expect(res.json()).toMatchObject({ capacity: 1, components: [{ gearId: t.batteryId, quantity: 3 }] });
      const rows = await ctx.db
        .select()
        .from(kitComponents)
        .where(eq(kitComponents.kitId, t.kitId as string));
      expect(rows).toHaveLength(1);
    },
  });

  matrix({
    name: "GET /api/kits/:id: anyone, of a public kit",
    expected: everyone(200),
    setup: kitOf,
    call: (t, cookie, { ctx }) => ctx.request.get(`/api/kits/${t.kitId}`, { as: cookie }),
    check: (res) => expect(res.json().components).toHaveLength(2),
  });

  matrix({
    name: "POST /api/bookings of a kit: anyone who may book someone else's gear",
    expected: { ...signedIn(403), renter: 201, "other renter": 201, "other owner": 201 },
    mutates: true,
    setup: kitOf,
    call: (t, cookie, { ctx }) => {
      const start = day(5 + (nextDay++ % 60));
      return requestBooking(ctx, cookie, { gearId: t.kitId as string, startDate: start, endDate: start });
    },
    check: async (res, _actor, _t, { ctx }) => {
      const lines = await ctx.db
        .select()
        .from(bookingKitItems)
        .where(eq(bookingKitItems.bookingId, res.json().booking.id));
      expect(lines.map((l) => [l.name, l.quantity])).toEqual([
        ["FX3 body", 1],
        ["Battery", 2],
      ]);
    },
  });
});
