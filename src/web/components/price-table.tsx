import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatRM } from "../../shared/money";
import { type GearPricing, offersStudentRate, type PriceBand, priceTable } from "../../shared/pricing";

/** "RM 250.00" → "RM250", "RM 187.50" → "RM187.50": what fits under a day number on a calendar. */
export const compactRM = (sen: number) => formatRM(sen).replace(/\.00$/, "").replace(" ", "");

/** A band's name: "1–3 days", "7+ days", "1 day", or "Any length" when one band holds every length. */
export function useBandLabel() {
  const { t } = useTranslation("gear");
  return (band: PriceBand, bands: PriceBand[]) => {
    if (bands.length === 1) return t("priceTable.anyLength");
    if (band.maxDays == null) return t("priceTable.from", { min: band.minDays });
    if (band.minDays === band.maxDays) return t("priceTable.length", { count: band.minDays });
    return t("priceTable.range", { min: band.minDays, max: band.maxDays });
  };
}

/**
 * What a renter pays per day for each rental length, from the rule the quote
 * charges with (priceTable); under it the student table, for a renter who may
 * use the student rate on a listing that offers one.
 */
export function PriceTable({
  gear,
  showStudent,
  className = "",
  days,
}: {
  gear: GearPricing;
  /** The viewer may use a student rate (a verified renter with an approved student card). */
  showStudent: boolean;
  /** Extra classes of each line (spacing differs between a card and the gear page). */
  className?: string;
  /** A chosen rental length: its band is marked in the table the viewer pays by. */
  days?: number;
}) {
  const { t } = useTranslation("gear");
  const student = showStudent && offersStudentRate(gear);
  return (
    <div className="flex flex-col gap-2">
      <Bands
        caption={t("priceTable.perDay")}
        bands={priceTable(gear)}
        className={className}
        days={student ? undefined : days}
      />
      {student && (
        <Bands caption={t("priceTable.student")} bands={priceTable(gear, true)} className={className} days={days} />
      )}
    </div>
  );
}

function Bands({
  caption,
  bands,
  className,
  days,
}: {
  caption: string;
  bands: PriceBand[];
  className: string;
  days?: number;
}) {
  const id = useId();
  const label = useBandLabel();
  return (
    <div>
      <p id={id} className="text-xs font-medium text-slate-500">
        {caption}
      </p>
      <ul aria-labelledby={id} className="text-sm">
        {bands.map((b) => {
          const chosen = days != null && b.minDays <= days && (b.maxDays == null || days <= b.maxDays);
          return (
            <li
              key={b.minDays}
              aria-current={chosen || undefined}
              className={["flex justify-between gap-2", chosen && "rounded bg-emerald-50 font-semibold", className]
                .filter(Boolean)
                .join(" ")}
            >
              <span className="text-slate-600">{label(b, bands)}</span>
              <span className="font-medium whitespace-nowrap">{formatRM(b.rate)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
