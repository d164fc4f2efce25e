import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireOwner } from "../../plugins/actor";
import { moduleRoutes } from "../../plugins/routes";
import { notFound } from "../../lib/errors";
import { msg } from "../../../shared/i18n/message";
import { GearIdParams as GearId, NoContent } from "../../../shared/gear-contracts";
import {
  AddCalendarRequest,
  CalendarFeedView,
  CalendarParams,
  ExternalCalendarList,
  ExternalCalendarView,
  FeedTokenParams,
  GearFeedParams,
} from "../../../shared/calendar-sync-contracts";
import { requireGearManager } from "../gear/policy";
import { findGear } from "../gear/repository";
import { buildFeed, findFeedOwner } from "./feed";
import { readSettingsOf } from "./read";
import { addCalendar, listCalendars, readCalendarNow, removeCalendar } from "./service";
import { feedView, renewedFeedView } from "./feed-view";

/** A feed's 200 answer, by its real media type (a calendar app reads it, not a JSON client). */
const ICS = {
  description: "An iCalendar feed (RFC 5545), UTF-8.",
  content: { "text/calendar": { schema: z.string() } },
};

/**
 * Calendar sync (issue 32 point 4, ADR 038): the owner's private feed addresses
 * (read and renew, the owner alone), the feeds themselves (whoever holds the
 * address: it is the secret), and each listing's external calendars (its owner
 * alone; anyone else gets the listing's 404).
 */
export async function calendarRoutes(app: FastifyInstance) {
  const { db, config, r, guarded } = moduleRoutes(app);
  const settings = readSettingsOf(config);
  const asOwner = guarded(requireOwner);
  const asManager = guarded(async (req) => {
    const { id } = GearId.parse(req.params);
    return (await requireGearManager(req, () => findGear(db, id))).item;
  });

  asOwner.get(
    "/api/owners/me/calendar-feed",
    { schema: { summary: "Read my calendar feed addresses", response: { 200: CalendarFeedView } } },
    (_req, owner) => feedView(db, owner.userId, config.publicUrl),
  );

  asOwner.post(
    "/api/owners/me/calendar-feed/renew",
    {
      // A new token is drawn whatever the old one was: nothing to conflict with.
      config: { errors: [] },
      schema: { summary: "Renew my calendar feed addresses (the old ones stop)", response: { 200: CalendarFeedView } },
    },
    (_req, owner) => renewedFeedView(db, owner.userId, config.publicUrl),
  );

  /** The feed's text; an unknown or renewed token, and a listing not of this token's owner, are the same 404. */
  const feedText = async (token: string, gearId?: string) => {
    const owner = await findFeedOwner(db, token);
    if (!owner) throw notFound(msg("calendars", "errors.thatFeed"));
    let gear: { id: string; name: string } | undefined;
    if (gearId) {
      const item = await findGear(db, gearId);
      if (!item || item.ownerId !== owner.ownerId) throw notFound(msg("calendars", "errors.thatFeed"));
      gear = { id: item.id, name: item.name };
    }
    const scope = { ownerId: owner.ownerId, ownerName: owner.name, language: owner.language, gear };
    return buildFeed(db, scope, config.publicUrl);
  };
  // Calendar apps poll the address; "no-cache" so a renewed address stops at once everywhere.
  const feedHeaders = {
    "content-type": "text/calendar; charset=utf-8",
    "cache-control": "private, no-cache",
    "x-robots-tag": "noindex",
  };

  r.get(
    "/api/calendar/:token.ics",
    {
      schema: {
        summary: "Download an owner's calendar feed (iCalendar)",
        params: FeedTokenParams,
        response: { 200: ICS },
      },
    },
    async (req, reply) => reply.headers(feedHeaders).send(await feedText(req.params.token)),
  );

  r.get(
    "/api/calendar/:token/:gearId.ics",
    {
      schema: {
        summary: "Download one listing's calendar feed (iCalendar)",
        params: GearFeedParams,
        response: { 200: ICS },
      },
    },
    async (req, reply) => reply.headers(feedHeaders).send(await feedText(req.params.token, req.params.gearId)),
  );

  asManager.get(
    "/api/gear/:id/calendars",
    {
      schema: {
        summary: "List a listing's external calendars",
        params: GearId,
        response: { 200: ExternalCalendarList },
      },
    },
    async (_req, item) => ({ calendars: await listCalendars(db, item.id) }),
  );

  asManager.post(
    "/api/gear/:id/calendars",
    {
      // 409: the listing has that address already.
      schema: {
        summary: "Add an external calendar to a listing",
        params: GearId,
        body: AddCalendarRequest,
        response: { 201: ExternalCalendarView },
      },
    },
    async (req, item, reply) =>
      reply.status(201).send(await addCalendar({ db, settings, gearId: item.id, input: req.body })),
  );

  asManager.post(
    "/api/gear/:id/calendars/:calendarId/read",
    {
      // Queues a read whatever the last one was: nothing to conflict with.
      config: { errors: [] },
      schema: {
        summary: "Read an external calendar now",
        params: CalendarParams,
        response: { 202: ExternalCalendarView },
      },
    },
    async (req, item, reply) => reply.status(202).send(await readCalendarNow(db, item.id, req.params.calendarId)),
  );

  asManager.delete(
    "/api/gear/:id/calendars/:calendarId",
    {
      config: { errors: [] },
      schema: {
        summary: "Remove an external calendar and its blocks",
        params: CalendarParams,
        response: { 204: NoContent },
      },
    },
    async (req, item, reply) => {
      await removeCalendar(db, item.id, req.params.calendarId);
      return reply.status(204).send(null);
    },
  );
}
