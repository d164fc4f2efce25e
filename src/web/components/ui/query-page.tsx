import type { ComponentProps } from "react";
import { Page } from "./page";
import { QueryState } from "./query-state";

type QueryPageProps<T> = Omit<ComponentProps<typeof QueryState<T>>, "loadingLabel" | "errorTitle"> & {
  title: string;
  /** What the page loads, as in "Loading your …" and "Could not load your …: <reason>". */
  what: string;
};

/** A page that is one query's answer: its heading, then the query's loading, error and empty states, then the answer. */
export function QueryPage<T>({ title, what, ...state }: QueryPageProps<T>) {
  return (
    <Page title={title}>
      <QueryState loadingLabel={`Loading your ${what}`} errorTitle={`Could not load your ${what}`} {...state} />
    </Page>
  );
}
