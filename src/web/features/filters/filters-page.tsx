import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { filterQueries } from "../../api/filters";
import { buttonClass } from "../../components/ui/button";
import { QueryPage } from "../../components/ui/query-page";
import { SavedFilterItem } from "./saved-filter-item";

/** /filters: the signed-in user's saved /learnmore filters. */
export function FiltersPage() {
  const { t } = useTranslation("search");
  const filters = useQuery(filterQueries.list());
  return (
    <QueryPage
      title={t("filters.title")}
      what={t("filters.what")}
      query={filters}
      empty={
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          <p>{t("filters.empty")}</p>
          <Link to="/learnmore" className={`${buttonClass("primary")} mt-4`}>
            {t("filters.findGear")}
          </Link>
        </div>
      }
    >
      {(data) => (
        <ul className="flex flex-col gap-4">
          {data.items.map((f) => (
            <li key={f.id}>
              <SavedFilterItem filter={f} />
            </li>
          ))}
        </ul>
      )}
    </QueryPage>
  );
}
