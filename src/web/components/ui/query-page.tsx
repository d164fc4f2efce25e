import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Page } from "./page";
import { QueryState } from "./query-state";

type QueryPageProps<T> = Omit<ComponentProps<typeof QueryState<T>>, "loadingLabel" | "errorTitle"> & {
  title: string;
  /**
   * What the page loads, in the language shown (a `t()` text such as "profile"), as in
   * "Loading your …" and "Could not load your …: <reason>"; the sentence is the catalogue's.
   */
  what: string;
};

/** A page that is one query's answer: its heading, then the query's loading, error and empty states, then the answer. */
export function QueryPage<T>({ title, what, ...state }: QueryPageProps<T>) {
  const { t } = useTranslation();
  return (
    <Page title={title}>
      <QueryState
        loadingLabel={t("state.loadingYour", { what })}
        errorTitle={t("state.loadFailedYour", { what })}
        {...state}
      />
    </Page>
  );
}
