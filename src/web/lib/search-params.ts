import { useSearchParams } from "react-router";

/** A filter form's filled-in fields as the page's query string (empty fields left out, so the address stays short). */
export function formToSearchParams(form: HTMLFormElement): URLSearchParams {
  const next = new URLSearchParams();
  for (const [k, v] of new FormData(form)) if (typeof v === "string" && v.trim()) next.set(k, v.trim());
  return next;
}

/**
 * A paged, filtered list whose state is the address: the filters and `page`
 * in the query string, so Back, reload and a shared link show the same list.
 */
export function usePagedSearch() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get("page") ?? "1") || 1;
  const setPage = (to: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(to));
    setParams(next);
  };
  return { params, search: params.toString(), setParams, page, setPage };
}
