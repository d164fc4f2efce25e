import { useTranslation } from "react-i18next";

/** "Kit": a package of an owner's listings booked as one (issue 32 item 2), on cards, the gear page and the owner's list. */
export function KitBadge() {
  const { t } = useTranslation("gear");
  return (
    <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
      {t("kitScreens.list.badge")}
    </span>
  );
}
