import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatRM } from "../../../shared/money";
import { depositQueries } from "../../api/deposits";
import { Card } from "../ui/page";
import { QueryState } from "../ui/query-state";
import { TextLink } from "../ui/text-link";

/** The owner's dashboard list: returned bookings whose deposit still needs them (or the renter, or support). */
export function DepositsToSettle() {
  const { t } = useTranslation("deposits");
  const q = useQuery(depositQueries.toSettle());
  return (
    <Card title={t("owner.title")}>
      <QueryState query={q} isEmpty={(d) => d.items.length === 0} emptyText={t("owner.empty")}>
        {({ items }) => (
          <ul className="flex flex-col gap-2 text-sm">
            {items.map((l) => (
              <li key={l.bookingId} className="flex flex-wrap items-baseline justify-between gap-2">
                <span>
                  {t("owner.line", { gearName: l.gearName, renterName: l.renterName, state: t(`state.${l.state}`) })}
                  {l.refundDue ? ` · ${t("owner.refundDue", { amount: formatRM(l.refundDue) })}` : ""}
                </span>
                <TextLink to={`/owners/dashboard?booking=${encodeURIComponent(l.bookingId)}`}>
                  {t("owner.open")}
                </TextLink>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
