import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { buildOwner, buildRenter, ownerUsername } from "../../test/factories";
import { saveFilter } from "../../test/filters";
import type { Caller } from "../../test/request";
import { parseMessage, smtpAppTest } from "../../test/smtp";
import { settleJobs } from "../../test/settle-jobs";
import type { TestApp } from "../../test/test-app";
import { jobs, savedFilters } from "../../db/schema";
import { createGearId, listing } from "../../test/gear";
import { sendDigests } from "./digest";

/** The digest's one-click unsubscribe (RFC 8058, issue 29), through a real SMTP server on loopback. */
const { it, smtp } = await smtpAppTest();

async function emailAndPushFilter(ctx: TestApp, as: Caller, name: string, query: string) {
  const id = (await saveFilter(ctx, as, name, query)).json().id as number;
  await ctx.request.patch(`/api/filters/${id}`, { alert: true }, { as });
  return id;
}

const rawTo = (email: string) => smtp.received.filter((m) => m.rcptTo.includes(email)).map((m) => m.raw);
/** A header's value with folded lines joined (nodemailer folds long headers). */
const headerOf = (raw: string, name: string) =>
  raw
    .split(/\r?\n\r?\n/)[0]!
    .replace(/\r?\n[ \t]+/g, " ")
    .match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1]
    ?.trim();

async function digestFor(ctx: TestApp, word: string) {
  const owner = await buildOwner(ctx, { username: ownerUsername() });
  const renter = await buildRenter(ctx);
  const first = await emailAndPushFilter(ctx, renter, `${word} one`, `q=${word}`);
  const second = await emailAndPushFilter(ctx, renter, `${word} two`, `q=${word}&category=lighting`);
  await createGearId(ctx, owner, listing({ name: `${word} 600d`, category: "lighting" }));
  await settleJobs(ctx);
  await ctx.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, "filters.digest"));
  await settleJobs(ctx);
  const [raw, ...more] = rawTo(renter.email);
  expect(more).toEqual([]);
  return { owner, renter, raw: raw!, filterIds: [first, second] };
}

const filtersOf = (ctx: TestApp, userId: string) =>
  ctx.db
    .select({ alert: savedFilters.alert, push: savedFilters.alertPush, email: savedFilters.alertEmail })
    .from(savedFilters)
    .where(eq(savedFilters.userId, userId));

describe("saved-filter digest unsubscribe", () => {
  it("carries RFC 8058 headers; the one-click POST, with no session, stops every filter's e-mail and nothing else", async ({
    ctx,
  }) => {
    const { owner, renter, raw } = await digestFor(ctx, "Quebec");
    const listHeader = headerOf(raw, "List-Unsubscribe");
    expect(listHeader).toMatch(new RegExp(`^<${ctx.config.publicUrl}/api/filters/unsubscribe/[^>\\s]+>$`));
    expect(headerOf(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = new URL(listHeader!.slice(1, -1));
    const token = oneClick.pathname.split("/").pop()!;
    // The text says how to stop, with the page that asks first.
    expect(parseMessage(raw).body).toContain(`Stop these e-mails: ${ctx.config.publicUrl}/unsubscribe/${token}`);

    // A browser (or a link scanner) opening the address changes nothing: it is sent to the page.
    const opened = await ctx.request.get(oneClick.pathname);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe/${token}`);
    expect((await filtersOf(ctx, renter.id)).every((f) => f.email)).toBe(true);

    // What a mail provider sends: a form body, no cookie, no Origin.
    const pressed = await ctx.request.post(oneClick.pathname, "List-Unsubscribe=One-Click", {
      headers: { "content-type": "application/x-www-form-urlencoded", origin: undefined },
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.json()).toEqual({ stopped: 2 });
    expect(await filtersOf(ctx, renter.id)).toEqual([
      { alert: true, push: true, email: false },
      { alert: true, push: true, email: false },
    ]);
    // Pressed twice (mail apps retry): the same answer, nothing more to stop.
    const again = await ctx.request.post(oneClick.pathname, "List-Unsubscribe=One-Click", {
      headers: { "content-type": "application/x-www-form-urlencoded", origin: undefined },
    });
    expect(again.json()).toEqual({ stopped: 0 });

    // The next day's match sends no e-mail.
    await createGearId(ctx, owner, listing({ name: "Quebec 300x", category: "lighting" }));
    await settleJobs(ctx);
    await sendDigests(ctx.db, new Date(Date.now() + 86_400_000));
    await settleJobs(ctx);
    expect(rawTo(renter.email)).toHaveLength(1);
  });

  it("a changed, borrowed or malformed token is a 404 that says so and stops nothing", async ({ ctx }) => {
    const { raw } = await digestFor(ctx, "Romeo");
    const token = decodeURIComponent(headerOf(raw, "List-Unsubscribe")!.slice(1, -1).split("/").pop()!);
    const [userId, mac] = token.split(".") as [string, string];
    const other = await buildRenter(ctx, { language: "ms" });
    await emailAndPushFilter(ctx, other, "Romeo lain", "q=romeo");

    const flipped = `${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    for (const bad of [`${userId}.${flipped}`, `${other.id}.${mac}`, userId, `.${mac}`]) {
      const res = await ctx.request.post(`/api/filters/unsubscribe/${encodeURIComponent(bad)}`, {});
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().error.message).toBe(
        "This unsubscribe link is not valid. Change your e-mail alerts on your saved filters page.",
      );
    }
    const inMalay = await ctx.request.post(
      `/api/filters/unsubscribe/${other.id}.${mac}`,
      {},
      {
        headers: { "accept-language": "ms" },
      },
    );
    expect(inMalay.json().error.message).toMatch(/^Pautan berhenti langganan ini tidak sah/);
    expect((await filtersOf(ctx, userId)).every((f) => f.email)).toBe(true);
    expect((await filtersOf(ctx, other.id)).every((f) => f.email)).toBe(true);
  });
});
