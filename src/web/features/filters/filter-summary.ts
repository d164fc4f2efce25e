import { categoryMsg } from "../../../shared/gear";
import { formatDay } from "../../../shared/i18n/format";
import type { Language } from "../../../shared/i18n/languages";
import { translateMessage } from "../../../shared/i18n/message";
import { stateMsg } from "../../../shared/malaysia";
import { formatRM } from "../../../shared/money";
import { searchFromQueryString } from "../../../shared/search-contracts";
import { i18n } from "../../lib/i18n";

/**
 * A saved filter's query string in words in `lang`, one part per setting, e.g.
 * ["“sony”", "Cameras", "in Selangor", "up to RM 300.00 a day", "free 1 Dec 2026 to 5 Dec 2026"].
 */
export function summarizeFilter(query: string, lang: Language = "en"): string[] {
  const t = i18n.getFixedT(lang, "search");
  const name = (message: string) => translateMessage(message, (key) => i18n.t(key as never, { lng: lang }) as string);
  const day = (iso: string) => formatDay(iso, lang);
  const f = searchFromQueryString(query);
  const parts: string[] = [];
  if (f.q) parts.push(t("summary.text", { q: f.q }));
  parts.push(f.category ? name(categoryMsg(f.category)) : t("summary.allCategories"));
  parts.push(f.state ? t("summary.inState", { state: name(stateMsg(f.state)) }) : t("summary.anywhere"));
  const [min, max] = [f.minPrice, f.maxPrice].map((sen) => (sen === undefined ? undefined : formatRM(sen)));
  if (min && max) parts.push(t("summary.priceBetween", { min, max }));
  else if (min) parts.push(t("summary.priceFrom", { min }));
  else if (max) parts.push(t("summary.priceUpTo", { max }));
  if (f.from && f.to)
    parts.push(
      f.from === f.to
        ? t("summary.freeOn", { date: day(f.from) })
        : t("summary.freeBetween", { from: day(f.from), to: day(f.to) }),
    );
  if (f.student) parts.push(t("summary.student"));
  if (f.sort !== "newest") parts.push(t(`summary.${f.sort}`));
  return parts;
}
