import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";

/** Previous / Next under the board; nothing when everything fits on one page. */
export function WantedBoardPages({
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
  const { t } = useTranslation(["wanted", "search"]);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("board.pages")} className="mt-6 flex items-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("search:results.previous")}
      </Button>
      <span className="text-sm">{t("search:results.pageOf", { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("search:results.next")}
      </Button>
    </nav>
  );
}
