import { useSearchParams } from "react-router";

/** A filter form's filled-in fields as the page's query string (empty fields left out, so the address stays short). */
export function formToSearchParams(form: HTMLFormElement): URLSearchParams {
  const next = new URLSearchParams();
  for (const [k, v] of new FormData(form)) if (typeof v === "string" && v.trim()) next.set(k, v.trim());
  return next;
}

/** The same list's page `to`: the address's other parameters kept, page 1 left out (the default). */
export function pageHref(params: URLSearchParams, to: number) {
  const next = new URLSearchParams(params);
  if (to === 1) next.delete("page");
  else next.set("page", String(to));
  const qs = next.toString();
  return { search: qs ? `?${qs}` : "" };
}

/**
 * A paged, filtered list whose state is the address: the filters and `page`
 * in the query string, so Back, reload and a shared link show the same list.
 */
export function usePagedSearch() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get("page") ?? "1") || 1;
  return { params, search: params.toString(), setParams, page, hrefOf: (to: number) => pageHref(params, to) };
}
