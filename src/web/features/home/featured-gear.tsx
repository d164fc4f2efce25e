import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { searchQueries } from "../../api/search";
import { GearCardView } from "../../components/gear-card";
import { HomeSection } from "./home-section";

/** The newest listings with photos, at most two per owner (the server picks them). */
export function FeaturedGear() {
  const { t } = useTranslation("search");
  const q = useQuery(searchQueries.featured());
  if (!q.data || q.data.length === 0) return null;
  return (
    <HomeSection title={t("home.featured")} className="pt-10">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {q.data.map((g, i) => (
          <li key={g.id} className="flex">
            <div className="w-full">
              <GearCardView gear={g} priority={i === 0} />
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
