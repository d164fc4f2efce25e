import { type ReactNode, useId } from "react";

/** A band of the home page: a named region (its heading labels it) at the page's width; `className` sets its spacing. */
export function HomeSection({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`mx-auto max-w-5xl px-4 ${className}`}>
      <h2 id={headingId} className="mb-4 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
