import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element has come within `margin` of the viewport yet; once true it
 * stays true. For parts that cost a phone real work to start (the home page's map:
 * ~45 KB of Leaflet and ~30 ms of its set-up at full CPU speed) and are not on the
 * first screen: they start as the reader scrolls towards them, not with the page.
 * The first answer of an IntersectionObserver comes at once, so a part already
 * near the screen starts right after the first render.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "400px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
