import { useEffect } from "react";

/**
 * Sets the tab's title to `title` (a whole `t()` text of the caller), again whenever
 * it changes: the language switched, or the page's subject arrived.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
