/** A rendered public page as sent: its status and its bytes (lib/kept-answers.ts compresses them once). */
export interface RenderedPage {
  status: number;
  body: Buffer;
}

interface Kept {
  fingerprint: string;
  page: Promise<RenderedPage>;
}

/**
 * Rendered public pages kept while what they show is unchanged. A render costs
 * 7–17 ms of CPU (React's server render of a whole page), the page's data a
 * fraction of a millisecond from the read cache: each request still loads the
 * data, and its JSON is the fingerprint a kept page must match. A write that
 * changes any answer the page shows changes the fingerprint, so a kept page can
 * never be older than its data. `key` names everything else a render reads (the
 * URL, the language, the day in Malaysia). Requests for a page being rendered
 * wait for that render rather than starting their own.
 */
export function createRenderedPages(max = 300) {
  const pages = new Map<string, Kept>();
  return {
    get(key: string, fingerprint: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
      const kept = pages.get(key);
      if (kept && kept.fingerprint === fingerprint) return kept.page;
      const page = render();
      const entry = { fingerprint, page };
      // Oldest first out: a crawler walking every filter URL cannot grow this without bound.
      if (!kept && pages.size >= max) pages.delete(pages.keys().next().value!);
      pages.set(key, entry);
      page.catch(() => {
        if (pages.get(key) === entry) pages.delete(key);
      });
      return page;
    },
  };
}
