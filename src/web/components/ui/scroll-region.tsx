import type { ReactNode } from "react";

/**
 * A box that scrolls on its own (a wide table on a 375 px phone, a long list):
 * a named region a keyboard can focus, so it can be scrolled with the arrow keys
 * (axe: scrollable-region-focusable), with the focus ring every control has.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must take focus to be scrolled by keyboard
    <div role="region" aria-label={label} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
