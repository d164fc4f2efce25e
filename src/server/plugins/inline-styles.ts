import { createHash } from "node:crypto";

/**
 * The `<style>` elements React Aria puts into the page itself: usePress's
 * touch-action rule (on every page with a button) and usePreventScroll's
 * overscroll rule (while a modal is open on a touch screen). Their text is
 * fixed, so the Content-Security-Policy allows exactly these by hash; any other
 * inline style stays refused. inline-styles.test.ts reads them back out of
 * react-aria's build, so an upgrade that changes them fails a test rather than
 * the browser console.
 */
export const REACT_ARIA_STYLES = [
  "@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}",
  "@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}",
];

/** A CSP source expression for a `<style>` or `<script>` element with exactly `text` inside. */
export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

export const REACT_ARIA_STYLE_HASHES = REACT_ARIA_STYLES.map(cspHash);
