import { type ReactNode, useEffect, useId } from "react";

/** A page's main heading and document title. */
export function Page({ title, children, narrow = false }: { title: string; children: ReactNode; narrow?: boolean }) {
  useEffect(() => {
    document.title = `${title} · SewaGear`;
  }, [title]);
  return (
    <div className={`mx-auto w-full px-4 py-8 ${narrow ? "max-w-md" : "max-w-5xl"}`}>
      <h1 className="mb-6 text-2xl font-bold text-ink">{title}</h1>
      {children}
    </div>
  );
}

/** A titled card is a named region (its heading labels it), so landmarks list it. */
export function Card({ children, title }: { children: ReactNode; title?: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      {title && (
        <h2 id={headingId} className="mb-3 text-lg font-semibold">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
