import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryPage } from "../../components/ui/query-page";

/**
 * An owner settings page: one query's answer as a column of cards, its title and
 * "what it loads" from the owners catalogue's section `i18nKey`.
 */
export function SettingsPageFrame<T>({
  i18nKey,
  query,
  children,
}: {
  i18nKey: "settings" | "payment";
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation("owners");
  return (
    <QueryPage title={t(`${i18nKey}.title`)} what={t(`${i18nKey}.what`)} query={query}>
      {(data) => <div className="flex flex-col gap-6">{children(data)}</div>}
    </QueryPage>
  );
}
