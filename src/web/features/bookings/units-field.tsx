import { useTranslation } from "react-i18next";
import { SelectField } from "../../components/ui/field";
import type { FreeUnits } from "../../lib/free-units";

/**
 * How many identical units to book (issue 32): 1 up to the units free for the
 * dates chosen and their turnaround, or up to all of them before dates are
 * chosen (the calendar then greys the days with fewer free). A native select:
 * labelled, keyboard and phone friendly as it is.
 */
export function UnitsField({
  value,
  onChange,
  free,
  range,
  isKit = false,
}: {
  value: number;
  onChange: (units: number) => void;
  free: FreeUnits;
  range: { start: string; end: string } | null;
  /** A kit's "units" are how many of it its components allow at once (ADR 039), and are called kits. */
  isKit?: boolean;
}) {
  const { t } = useTranslation("bookings");
  const key = (name: "units" | "unitsHint" | "unitsFree") =>
    isKit ? (`request.kit.${name}` as const) : (`request.${name}` as const);
  const freeForRange = range ? free.forRange(range.start, range.end) : null;
  const most = Math.max(1, freeForRange ?? free.unitCount);
  const options = Array.from({ length: most }, (_, i) => String(i + 1));
  return (
    <SelectField
      label={t(key("units"))}
      options={options}
      value={String(Math.min(value, most))}
      onChange={(e) => onChange(Number(e.target.value))}
      hint={
        <span aria-live="polite">
          {freeForRange === null
            ? t(key("unitsHint"), { count: free.unitCount })
            : t(key("unitsFree"), { free: freeForRange, count: free.unitCount })}
        </span>
      }
    />
  );
}
