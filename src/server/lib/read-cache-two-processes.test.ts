import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInMalaysia } from "../../shared/dates";
import { type ServerProcess, signInOn, startTwoProcesses, type TwoProcesses } from "../test/server-process";

/**
 * ADR 025 on PostgreSQL with two server processes on one database: a write made
 * through process A is shown by the very next read through process B (B heard
 * of it before answering: the notification fence of read-fence.ts), and B
 * really keeps answers (a change the triggers do not see is not shown).
 * Needs TEST_DATABASE_URL (CI has it).
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const day = (n: number) => addDays(todayInMalaysia(), n);

describe.skipIf(!SERVER_URL)("the public read cache across two processes on PostgreSQL", () => {
  let processes: TwoProcesses;
  let a: ServerProcess;
  let b: ServerProcess;
  let sql: pg.Client;
  let owner: string;
  let renter: string;
  let gearId: string;

  beforeAll(async () => {
    processes = await startTwoProcesses(SERVER_URL!, true);
    ({ a, b } = processes);
    sql = new pg.Client({ connectionString: processes.url });
    await sql.connect();
    owner = await signInOn(a.base, "owner@sewagear.test");
    renter = await signInOn(a.base, "renter@sewagear.test");
    // A plain listing of LensMaster's that no kit holds: a kit's component cannot be archived (ADR 039).
    const profile = await (await fetch(`${b.base}/api/owners/lensmaster`)).json();
    const { rows: held } = await sql.query<{ gear_id: string }>("select gear_id from kit_components");
    const inKits = new Set(held.map((r) => r.gear_id));
    gearId = (profile.gear as { id: string; kind: string }[]).find((g) => g.kind !== "kit" && !inKits.has(g.id))!.id;
  }, 180_000);

  afterAll(async () => {
    await sql?.end();
    await processes?.close();
  });

  const send = (method: string, path: string, body: unknown, cookie: string) =>
    fetch(`${a.base}${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        origin: a.base,
        cookie,
        "idempotency-key": `reads-${randomBytes(6).toString("hex")}`,
      },
      body: JSON.stringify(body),
    });
  /** A read through B (or `on`), which must answer 200. */
  const read = async (path: string, on = b) => {
    const res = await fetch(`${on.base}${path}`);
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
    return res.json();
  };

  it("B keeps answers, and shows each edit made through A on its next read (20 in a row)", async () => {
    const first = (await read(`/api/gear/${gearId}`)).name as string;
    // Triggers off for this one transaction: no process hears of it.
    await sql.query(
      `begin; set local session_replication_role = replica; update gear set name = 'Unseen' where id = '${gearId}'; commit`,
    );
    expect((await read(`/api/gear/${gearId}`)).name).toBe(first);
    for (let i = 0; i < 20; i++) {
      const res = await send("PATCH", `/api/gear/${gearId}`, { name: `Edited ${i}` }, owner);
      expect(res.status).toBe(200);
      expect((await read(`/api/gear/${gearId}`)).name).toBe(`Edited ${i}`);
      expect((await read("/api/owners/lensmaster")).gear.map((g: { name: string }) => g.name)).toContain(`Edited ${i}`);
    }
  }, 60_000);

  it("shows a commit made straight in SQL on B's next read (200 in a row)", async () => {
    // The tightest race: the commit's answer reaches this test, which asks B at once.
    for (let i = 0; i < 200; i++) {
      await sql.query("update gear set name = $1 where id = $2", [`Straight ${i}`, gearId]);
      expect((await read(`/api/gear/${gearId}`)).name).toBe(`Straight ${i}`);
    }
  }, 60_000);

  it("shows a block and a booking made through A on B's next availability read", async () => {
    const before = (await read(`/api/gear/${gearId}/availability`)).unavailable as string[];
    expect(before).not.toContain(day(40));
    const blocked = await send("POST", `/api/gear/${gearId}/blocks`, { startDate: day(40), endDate: day(41) }, owner);
    expect(blocked.status).toBe(201);
    expect((await read(`/api/gear/${gearId}/availability`)).unavailable).toEqual(
      expect.arrayContaining([day(40), day(41)]),
    );
    const booked = await send("POST", "/api/bookings", { gearId, startDate: day(60), endDate: day(61) }, renter);
    expect(booked.status, await booked.clone().text()).toBe(201);
    expect((await read(`/api/gear/${gearId}/availability`)).unavailable).toEqual(
      expect.arrayContaining([day(60), day(61)]),
    );
  }, 30_000);

  it("shows the owner's edited profile on B's owner page and gear page", async () => {
    await read("/api/owners/lensmaster");
    await read(`/api/gear/${gearId}`);
    const res = await send(
      "PUT",
      "/api/owners/me/profile",
      { displayName: "Lens Master KL", username: "lensmaster" },
      owner,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await read("/api/owners/lensmaster")).profile.displayName).toBe("Lens Master KL");
    expect((await read(`/api/gear/${gearId}`)).ownerDisplayName).toBe("Lens Master KL");
  }, 30_000);

  it("shows a review posted through A on B's next read of the reviews", async () => {
    // A returned booking of the renter, returned just now and not yet reviewed (set up in SQL).
    const { rows } = await sql.query<{ id: string; gear_id: string }>(
      `select b.id, b.gear_id from bookings b join users u on u.id = b.renter_id
       where u.email = 'renter@sewagear.test' and b.status = 'completed' order by b.start_date limit 1`,
    );
    const booking = rows[0]!;
    await sql.query(`delete from reviews where booking_id = '${booking.id}'`);
    await sql.query(
      `update booking_events set at = now() where booking_id = '${booking.id}' and to_status = 'completed'`,
    );
    const url = `/api/reviews?subjectType=gear&subjectId=${booking.gear_id}`;
    const before = (await read(url)).count as number;
    const res = await send(
      "POST",
      `/api/bookings/${booking.id}/reviews`,
      { subject: "gear", rating: 5, text: "Worked perfectly." },
      renter,
    );
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await read(url)).count).toBe(before + 1);
  }, 30_000);

  it("answers 404 on B's next read once A archived the listing", async () => {
    await read(`/api/gear/${gearId}/availability`);
    const res = await send("POST", `/api/gear/${gearId}/archive`, {}, owner);
    expect(res.status).toBe(200);
    expect((await fetch(`${b.base}/api/gear/${gearId}`)).status).toBe(404);
    expect((await fetch(`${b.base}/api/gear/${gearId}/availability`)).status).toBe(404);
    expect((await read("/api/owners/lensmaster")).gear.map((g: { id: string }) => g.id)).not.toContain(gearId);
  }, 30_000);
});
