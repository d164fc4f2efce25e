import { buildBooking, buildGear, buildOwner, buildRenter } from "../../test/factories";
import { expect } from "../../test/fixtures";
import { matrixTest, signedIn } from "../../test/matrix";
import { expectBadInput } from "../../test/request";

const { matrix, it } = matrixTest();

for (const kind of ["bookings", "users"] as const) {
  matrix({
    name: `GET /api/staff/lookup/${kind}: staff and admins only, read-only`,
    expected: { ...signedIn(403), staff: 200, admin: 200 },
    // The renter has a booking, so both look-ups find something for the renter's e-mail.
    setup: async ({ ctx, people }) => {
      if (kind === "bookings") await buildBooking(ctx, { renterId: people.renter.id, ownerId: people.owner.id });
      return {};
    },
    call: (_t, cookie, { ctx, people }) =>
      ctx.request.get(`/api/staff/lookup/${kind}?q=${encodeURIComponent(people.renter.email)}`, { as: cookie }),
    check: (res, _actor, _t, { people }) => {
      expect(res.json().items.length).toBeGreaterThan(0);
      if (kind === "users") expect(res.json().items[0]).toMatchObject({ id: people.renter.id, role: "user" });
    },
  });
}

it("finds a booking by its number, renter, owner or gear, and accounts by name, e-mail, phone or username", async ({
  ctx,
  people,
}) => {
  const owner = await buildOwner(ctx, { name: "Lim Lookup", username: "limcam_rentals" });
  const renter = await buildRenter(ctx, { name: "Nurul Needle", phoneNumber: "0123456789" });
  const item = await buildGear(ctx, { ownerId: owner.id, name: "Blackmagic Pocket 6K" });
  const b = await buildBooking(ctx, { gearId: item.id, renterId: renter.id, equipmentName: "Blackmagic Pocket 6K" });
  await buildBooking(ctx, { status: "completed" }); // someone else's: must not answer

  const bookings = async (q: string) =>
    (await ctx.request.get(`/api/staff/lookup/bookings?q=${encodeURIComponent(q)}`, { as: people.staff })).json()
      .items as { id: string }[];
  for (const q of [b.id.slice(0, 8), "needle", "blackmagic", "lim look", "LIMCAM_", renter.email])
    expect(
      (await bookings(q)).map((i) => i.id),
      q,
    ).toEqual([b.id]);
  expect((await bookings("needle"))[0]).toMatchObject({
    status: "pending",
    gear: { id: item.id, name: "Blackmagic Pocket 6K" },
    renter: { id: renter.id, name: "Nurul Needle" },
    owner: { id: owner.id, name: "Lim Lookup" },
  });
  // Typed wildcards are letters: "%%" matches no name.
  expect(await bookings("%%")).toEqual([]);

  const usersFound = async (q: string) =>
    (await ctx.request.get(`/api/staff/lookup/users?q=${encodeURIComponent(q)}`, { as: people.admin })).json()
      .items as { id: string }[];
  expect((await usersFound("0123456789")).map((u) => u.id)).toEqual([renter.id]);
  expect((await usersFound("lim look"))[0]).toMatchObject({ id: owner.id, role: "owner" });
  expect((await usersFound(renter.id)).map((u) => u.id)).toEqual([renter.id]);
});

it("asks for at least two characters", async ({ ctx, people }) => {
  const short = expectBadInput(await ctx.request.get("/api/staff/lookup/users?q=a", { as: people.staff }));
  expect(short.fields).toEqual({ q: "Type at least 2 characters." });
  expectBadInput(await ctx.request.get("/api/staff/lookup/bookings", { as: people.staff }));
});
