import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/use-document-title";

/**
 * A page's main heading and document title. `title` is a `t()` text of the caller,
 * so a language switch re-renders it and the effect sets the new document title.
 */
export function Page({ title, children, narrow = false }: { title: string; children: ReactNode; narrow?: boolean }) {
  const { t } = useTranslation("meta");
  useDocumentTitle(t("documentTitle", { title }));
  return (
    <div className={`mx-auto w-full px-4 py-8 ${narrow ? "max-w-md" : "max-w-5xl"}`}>
      <h1 className="mb-6 text-2xl font-bold text-ink">{title}</h1>
      {children}
    </div>
  );
}

/** A titled card is a named region (its heading labels it), so landmarks list it. `className` places it in a layout. */
export function Card({ children, title, className }: { children: ReactNode; title?: string; className?: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={`rounded-lg border border-slate-200 bg-white p-5 shadow-sm${className ? ` ${className}` : ""}`}
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
