import type { Db } from "../../db/client";
import { msg } from "../../../shared/i18n/message";
import { formatRM } from "../../../shared/money";
import { passedDates, searchFromQueryString } from "../../../shared/search-contracts";
import { notify } from "../notifications/service";
import { nextDigestAt, scheduleDigest } from "./digest";
import { findAlertFilters, findFiltersMatching, findListedGear, insertMatches } from "./alert-repository";

/**
 * `filters.match` for one listing that has just become public (ADR 030). Every
 * saved filter with alerts on is asked, with the search's own conditions, whether
 * it would show this listing; each new match is recorded once. A person whose
 * matching filter alerts by push gets one notice (and push) for the listing, however
 * many of their filters matched; e-mail matches wait for the daily digest.
 */
export async function matchNewListing(db: Db, gearId: string, now = new Date()): Promise<void> {
  const item = await findListedGear(db, gearId);
  // Archived again, or its owner suspended, before the job ran: it is not new gear to anyone.
  if (!item) return;
  const filters = await findAlertFilters(db, item.ownerId);
  const byId = new Map(filters.map((f) => [f.id, f]));
  const matched = await findFiltersMatching(
    db,
    gearId,
    filters.map((f) => {
      const filter = searchFromQueryString(f.query);
      // Dates gone by are left out, as Run on /filters leaves them out.
      return { id: f.id, filter: passedDates(filter) ? { ...filter, from: undefined, to: undefined } : filter };
    }),
  );
  if (matched.length === 0) return;
  await db.transaction(async (tx) => {
    const fresh = (
      await insertMatches(
        tx,
        matched.map((id) => ({ filterId: id, userId: byId.get(id)!.userId, gearId })),
      )
    ).map((m) => byId.get(m.filterId)!);
    const pushed = new Set<string>();
    for (const f of fresh) {
      if (!f.alertPush || pushed.has(f.userId)) continue;
      pushed.add(f.userId);
      await notify(tx, f.userId, {
        kind: "filter.match",
        title: msg("search", "alerts.title", { filter: f.name }),
        body: msg("search", "alerts.body", { gear: item.name, price: formatRM(item.pricePerDay) }),
        link: `/gear/${gearId}`,
      });
    }
    if (fresh.some((f) => f.alertEmail)) await scheduleDigest(tx, nextDigestAt(now));
  });
}
