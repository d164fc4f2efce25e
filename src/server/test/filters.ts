import type { Caller } from "./request";
import type { TestApp } from "./test-app";

/** POST /api/filters: save the search `query` under `name` as `as`. */
export const saveFilter = (ctx: TestApp, as: Caller, name: string, query: string) =>
  ctx.request.post("/api/filters", { name, query }, { as });
