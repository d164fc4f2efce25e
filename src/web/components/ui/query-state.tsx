import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, shouldRetry } from "../../lib/api";
import { Button } from "./button";
import { Alert, Spinner } from "./feedback";

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown while the first answer is on its way. */
  loadingLabel?: string;
  /** When given and `isEmpty(data)` holds, shown instead of `children`. */
  empty?: ReactNode;
  /** The usual `empty`: this said as a muted line. */
  emptyText?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Prefix of the error message, e.g. "Could not load your bookings". */
  errorTitle?: string;
  children: (data: T) => ReactNode;
}

/**
 * One way to show a query's loading, error and empty states, so every list and
 * page says the same things and offers the same retry.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  emptyText,
  empty = emptyText === undefined ? undefined : <p className="text-sm text-slate-600">{emptyText}</p>,
  isEmpty = defaultIsEmpty,
  errorTitle,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={loadingLabel ?? t("state.loading")} />;
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>
          {errorTitle
            ? t("state.failedBecause", { title: errorTitle, reason: errorMessage(query.error) })
            : errorMessage(query.error)}
        </p>
        {/* Only where trying again can help: a 404 or 403 answers the same the next time. */}
        {shouldRetry(0, query.error) && (
          <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
            {t("actions.tryAgain")}
          </Button>
        )}
      </Alert>
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/** Empty means an empty array, or an object whose `items` is an empty array. */
function defaultIsEmpty(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const items = (data as { items?: unknown } | null)?.items;
  return Array.isArray(items) && items.length === 0;
}
