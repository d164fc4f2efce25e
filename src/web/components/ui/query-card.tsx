import type { ComponentProps, ReactNode } from "react";
import { Card } from "./page";
import { QueryState } from "./query-state";

type QueryCardProps<T> = Omit<ComponentProps<typeof QueryState<T>>, "empty"> & {
  title: string;
  /** Said, as a muted line, when the answer is empty. */
  emptyText?: ReactNode;
  /** Above the answer whatever state the query is in, e.g. a failed action's message. */
  notice?: ReactNode;
};

/** A card that is one query's answer: its title, then the query's loading, error and empty states, then the answer. */
export function QueryCard<T>({ title, emptyText, notice, ...state }: QueryCardProps<T>) {
  return (
    <Card title={title}>
      {notice}
      <QueryState
        empty={emptyText === undefined ? undefined : <p className="text-sm text-slate-600">{emptyText}</p>}
        {...state}
      />
    </Card>
  );
}
