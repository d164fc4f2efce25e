import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { gear } from "../../db/schema";
import { msg } from "../../../shared/i18n/message";
import { notify } from "../notifications/service";
import type { Clash } from "./import";

export const CALENDAR_CLASH_KIND = "calendar_clash";

/**
 * Tell the owner about clashes a scheduled read found (issue 32: flagged, never
 * silently dropped): the listing's page shows them, but nobody watches it, so each
 * new one is also a notification that opens the booking. The dates stay ISO days
 * in the message's parameters, formatted in the reader's language when shown.
 */
export async function noticeNewClashes(tx: Tx, calendar: { gearId: string; name: string }, clashes: Clash[]) {
  if (clashes.length === 0) return;
  const [item] = await tx
    .select({ ownerId: gear.ownerId, name: gear.name })
    .from(gear)
    .where(eq(gear.id, calendar.gearId));
  if (!item) return;
  for (const c of clashes) {
    await notify(tx, item.ownerId, {
      kind: CALENDAR_CLASH_KIND,
      title: msg("calendars", "notice.clashTitle", { gear: item.name }),
      body: msg("calendars", "notice.clashBody", { calendar: calendar.name, start: c.startDate, end: c.endDate }),
      link: `/owners/dashboard?booking=${encodeURIComponent(c.bookingId)}`,
    });
  }
}
