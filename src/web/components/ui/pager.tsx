import { useTranslation } from "react-i18next";
import { Link, type To } from "react-router";
import { buttonClass } from "./button";

/** How many pages a list of `total` rows takes at `pageSize` a page; at least one. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * Previous / Next for every paged list, with "Page n of m". The page is part of
 * the address on every list, so these are links: a page opens in a new tab, is
 * shared or bookmarked, and Back returns to it. Following one starts the new
 * page at the top. At either end the dimmed control stays in place, so the
 * layout does not jump; it is a span marked disabled and hidden from screen
 * readers (there is nowhere to go), and WCAG 1.4.3 leaves an inactive
 * control's contrast free.
 */
export function Pager({
  page,
  pages,
  hrefOf,
  label,
}: {
  page: number;
  pages: number;
  /** Where page `n` of this list is: the same address with its `page`. */
  hrefOf: (n: number) => To;
  /** The navigation's name, when a page has more than one list ("Pages" otherwise). */
  label?: string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const toTop = () => window.scrollTo({ top: 0 });
  const step = (to: number, text: string) =>
    to >= 1 && to <= pages ? (
      <Link to={hrefOf(to)} onClick={toTop} className={buttonClass("secondary")}>
        {text}
      </Link>
    ) : (
      <span
        className={`${buttonClass("secondary")} pointer-events-none opacity-50`}
        aria-hidden="true"
        aria-disabled="true"
      >
        {text}
      </span>
    );
  return (
    <nav aria-label={label ?? t("pager.label")} className="mt-6 flex flex-wrap items-center justify-center gap-4">
      {step(Math.min(page - 1, pages), t("pager.previous"))}
      <span className="text-sm">{t("pager.position", { page, pages })}</span>
      {step(page + 1, t("pager.next"))}
    </nav>
  );
}
