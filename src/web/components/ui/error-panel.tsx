import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "./button";

/**
 * A public page that could not be shown (unknown listing or owner, or a failed
 * load): an alert headed by what went wrong, the page's own explanation, Go to
 * Home, and Try again when trying again can help.
 */
export function ErrorPanel({ title, children, onRetry }: { title: string; children: ReactNode; onRetry?: () => void }) {
  const headingId = useId();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <section
        role="alert"
        aria-labelledby={headingId}
        className="rounded-lg border border-red-300 bg-red-50 p-6 text-red-900"
      >
        <h1 id={headingId} className="text-xl font-bold">
          {title}
        </h1>
        {children}
        <div className="mt-6 flex gap-2">
          <Link to="/" className={buttonClass()}>
            Go to Home
          </Link>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}
