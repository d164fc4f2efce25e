import { dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import type { Language } from "../../shared/i18n/languages";
import { ApiError } from "./api";
import type { FirstViewTexts, ServerState } from "./server-state-read";

/** An ApiError as JSON keeps none of its fields (they are not enumerable on an Error): spelled out. */
interface ErrorFields {
  status: number;
  code: ApiError["code"];
  message: string;
}

/**
 * The cache the server render used, with its 404s, and the texts it read, as JSON text for a
 * `<script type="application/json">` (`<` escaped, so no text in it can close the element).
 */
export function serializeState(client: QueryClient, language: Language, texts: FirstViewTexts): string {
  const queries = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status !== "pending" });
  for (const q of queries.queries) {
    const err = q.state.error;
    if (err instanceof ApiError) {
      (q.state as { error: unknown }).error = { status: err.status, code: err.code, message: err.message };
    }
  }
  const state: ServerState = { language, texts, queries };
  return JSON.stringify(state).replace(/</g, "\\u003c");
}

/** Put the server's answers (and 404s, as ApiErrors again) into the client's cache before hydrating. */
export function hydrateServerState(client: QueryClient, state: ServerState) {
  const now = Date.now();
  for (const q of state.queries.queries) {
    // As fresh as the page: the server keeps a rendered page only while its answers are
    // unchanged, so a page rendered minutes ago but sent now carries answers current now.
    if (q.state.dataUpdatedAt) q.state.dataUpdatedAt = now;
    const err = q.state.error as ErrorFields | null;
    if (!err) continue;
    (q.state as { error: unknown }).error = new ApiError(err.status, err.code, err.message);
    // The server's 404 is the answer: not asked again as the page mounts (a spinner, then the same page).
    client.setQueryDefaults(q.queryKey, { retryOnMount: false });
  }
  hydrate(client, state.queries);
}
