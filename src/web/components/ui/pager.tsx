import { useTranslation } from "react-i18next";
import { Button } from "./button";

/**
 * Previous / Next for a paged list, with "Page n of m". At either end the
 * button stays in place, marked aria-disabled, so the layout does not jump.
 */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const go = (to: number) => () => {
    if (to >= 1 && to <= pages) onPage(to);
  };
  return (
    <nav aria-label={t("pager.label")} className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
      <Button variant="secondary" aria-disabled={page <= 1} onClick={go(page - 1)}>
        {t("pager.previous")}
      </Button>
      <span>{t("pager.position", { page, pages })}</span>
      <Button variant="secondary" aria-disabled={page >= pages} onClick={go(page + 1)}>
        {t("pager.next")}
      </Button>
    </nav>
  );
}
