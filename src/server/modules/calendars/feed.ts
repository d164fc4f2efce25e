import { randomBytes } from "node:crypto";
import { and, eq, exists, gte, inArray, notExists, or, sql } from "drizzle-orm";
import ICAL from "ical.js";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/query";
import {
  bookingKitItems,
  bookings,
  externalCalendarHolds,
  gear,
  gearHolds,
  ownerCalendarFeeds,
  owners,
  users,
} from "../../db/schema";
import { translator } from "../../lib/i18n";
import { addDays, todayInMalaysia } from "../../../shared/dates";
import { HOLDING_STATUSES, type BookingStatus } from "../../../shared/booking-lifecycle";
import { DEFAULT_LANGUAGE, isLanguage } from "../../../shared/i18n/languages";

/**
 * The owner's private iCalendar feed (issue 32 point 4, ADR 038), written with
 * ical.js. What it carries: each booking (listing, dates, status, a link to it on
 * the dashboard) and each owner block. What it never carries: anything about the
 * renter (no name, e-mail or phone), since the feed's address is a bearer secret
 * that ends up in third-party calendar services; and blocks imported from the
 * owner's external calendars, which would echo back into the calendars they came
 * from and keep days blocked there after the original event is gone.
 */

/** Bookings and blocks this far back stay in the feed, so last month still reads right in a calendar app. */
const PAST_DAYS = 90;
/** Statuses shown: those that hold the dates, and returned rentals. */
const FEED_STATUSES: BookingStatus[] = [...HOLDING_STATUSES, "completed"];

/** A feed token: 32 random bytes, base64url (43 characters): unguessable, and safe in a URL path. */
export const newFeedToken = () => randomBytes(32).toString("base64url");

/** The owner's feed token, made on first ask. */
export async function feedTokenOf(db: Db, ownerId: string): Promise<string> {
  await db.insert(ownerCalendarFeeds).values({ ownerId, token: newFeedToken() }).onConflictDoNothing();
  const row = await firstRow(db.select().from(ownerCalendarFeeds).where(eq(ownerCalendarFeeds.ownerId, ownerId)));
  return row!.token;
}

/** A new token for the owner: every address made with the old one answers 404 from now on. */
export async function renewFeedToken(db: Db, ownerId: string): Promise<string> {
  const token = newFeedToken();
  await db
    .insert(ownerCalendarFeeds)
    .values({ ownerId, token })
    .onConflictDoUpdate({ target: ownerCalendarFeeds.ownerId, set: { token, createdAt: new Date() } });
  return token;
}

/** The owner a token belongs to, with their name and language; undefined for an unknown (or renewed) token. */
export function findFeedOwner(db: Db, token: string) {
  return firstRow(
    db
      .select({ ownerId: ownerCalendarFeeds.ownerId, name: owners.displayName, language: users.language })
      .from(ownerCalendarFeeds)
      .innerJoin(owners, eq(owners.userId, ownerCalendarFeeds.ownerId))
      .innerJoin(users, eq(users.id, ownerCalendarFeeds.ownerId))
      .where(eq(ownerCalendarFeeds.token, token)),
  );
}

/** Feed addresses: the owner's whole feed, and one listing's. */
export const feedPaths = {
  all: (token: string) => `/api/calendar/${token}.ics`,
  gear: (token: string, gearId: string) => `/api/calendar/${token}/${gearId}.ics`,
};

interface FeedScope {
  ownerId: string;
  ownerName: string;
  language: string | null;
  /** One listing's feed (already checked to be this owner's), or all of them. */
  gear?: { id: string; name: string };
}

const date = (iso: string) => ICAL.Time.fromDateString(iso);

/**
 * A booking of the listing, or of a kit it was booked in (issue 32 item 2, ADR
 * 039): a kit booking holds the component's units, so the component's own feed,
 * the one an owner gives another platform for that item, must say it is busy.
 * Read from the kit as booked, so a component taken out later stays in the feed.
 */
const bookingOfGear = (gearId: string) =>
  or(
    eq(bookings.gearId, gearId),
    exists(
      sql`(select 1 from ${bookingKitItems} where ${bookingKitItems.bookingId} = ${bookings.id} and ${bookingKitItems.gearId} = ${gearId})`,
    ),
  );

/** The feed as iCalendar text (RFC 5545), in the owner's language. */
export async function buildFeed(db: Db, scope: FeedScope, publicUrl: string, now = new Date()): Promise<string> {
  const lang = isLanguage(scope.language ?? "") ? scope.language! : DEFAULT_LANGUAGE;
  const t = translator(lang as Parameters<typeof translator>[0], "calendars");
  const tb = translator(lang as Parameters<typeof translator>[0], "bookings");
  const since = addDays(todayInMalaysia(now), -PAST_DAYS);
  const host = new URL(publicUrl).host;

  const cal = new ICAL.Component(["vcalendar", [], []]);
  cal.addPropertyWithValue("prodid", "-//SewaGear//Calendar sync//EN");
  cal.addPropertyWithValue("version", "2.0");
  cal.addPropertyWithValue("calscale", "GREGORIAN");
  cal.addPropertyWithValue(
    "x-wr-calname",
    scope.gear ? t("feed.gearName", { gear: scope.gear.name }) : t("feed.allName", { owner: scope.ownerName }),
  );
  const stamp = ICAL.Time.fromJSDate(now, true);

  const addEvent = (e: {
    uid: string;
    start: string;
    endExclusive: string;
    summary: string;
    description: string;
    status: "TENTATIVE" | "CONFIRMED";
    url?: string;
  }) => {
    const ev = new ICAL.Component("vevent");
    ev.addPropertyWithValue("uid", e.uid);
    ev.addPropertyWithValue("dtstamp", stamp);
    ev.addPropertyWithValue("dtstart", date(e.start));
    ev.addPropertyWithValue("dtend", date(e.endExclusive));
    ev.addPropertyWithValue("summary", e.summary);
    ev.addPropertyWithValue("description", e.description);
    ev.addPropertyWithValue("status", e.status);
    ev.addPropertyWithValue("transp", "OPAQUE");
    if (e.url) ev.addPropertyWithValue("url", e.url);
    cal.addSubcomponent(ev);
  };

  const rentals = await db
    .select({
      id: bookings.id,
      gearName: gear.name,
      status: bookings.status,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
    })
    .from(bookings)
    .innerJoin(gear, eq(gear.id, bookings.gearId))
    .where(
      and(
        eq(bookings.ownerId, scope.ownerId),
        scope.gear ? bookingOfGear(scope.gear.id) : undefined,
        inArray(bookings.status, FEED_STATUSES),
        gte(bookings.endDate, since),
      ),
    )
    .orderBy(bookings.startDate, bookings.id);
  for (const b of rentals) {
    const status = tb(`status.${b.status}`);
    const link = new URL(`/owners/dashboard?booking=${encodeURIComponent(b.id)}`, publicUrl).toString();
    addEvent({
      uid: `booking-${b.id}@${host}`,
      start: b.startDate,
      endExclusive: addDays(b.endDate, 1),
      summary: t("feed.bookingSummary", { gear: b.gearName, status }),
      description: t("feed.bookingDescription", { status, link }),
      status: b.status === "pending" ? "TENTATIVE" : "CONFIRMED",
      url: link,
    });
  }

  const blocks = await db
    .select({
      id: gearHolds.id,
      gearName: gear.name,
      note: gearHolds.note,
      start: sql<string>`lower(${gearHolds.period})::text`,
      end: sql<string>`upper(${gearHolds.period})::text`,
    })
    .from(gearHolds)
    .innerJoin(gear, eq(gear.id, gearHolds.gearId))
    .where(
      and(
        eq(gear.ownerId, scope.ownerId),
        scope.gear ? eq(gearHolds.gearId, scope.gear.id) : undefined,
        eq(gearHolds.kind, "block"),
        sql`upper(${gearHolds.period}) > ${since}::date`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(externalCalendarHolds)
            .where(eq(externalCalendarHolds.holdId, gearHolds.id)),
        ),
      ),
    )
    .orderBy(sql`lower(${gearHolds.period})`, gearHolds.id);
  for (const b of blocks) {
    addEvent({
      uid: `block-${b.id}@${host}`,
      start: b.start,
      endExclusive: b.end,
      summary: t("feed.blockSummary", { gear: b.gearName }),
      description: b.note ? t("feed.blockDescriptionNote", { note: b.note }) : t("feed.blockDescription"),
      status: "CONFIRMED",
    });
  }
  return cal.toString() + "\r\n";
}
