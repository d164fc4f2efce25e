import type { ComponentProps, ReactNode } from "react";
import { Card } from "./page";
import { QueryState } from "./query-state";

type QueryCardProps<T> = ComponentProps<typeof QueryState<T>> & {
  title: string;
  /** Above the answer whatever state the query is in, e.g. a failed action's message. */
  notice?: ReactNode;
};

/** A card that is one query's answer: its title, then the query's loading, error and empty states, then the answer. */
export function QueryCard<T>({ title, notice, ...state }: QueryCardProps<T>) {
  return (
    <Card title={title}>
      {notice}
      <QueryState {...state} />
    </Card>
  );
}
