import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClass } from "./button";

/**
 * A public page that could not be shown (unknown listing or owner, or a failed
 * load): an alert headed by what went wrong, the page's own explanation, Go to
 * Home, and Try again when trying again can help.
 */
export function ErrorPanel({ title, children, onRetry }: { title: string; children: ReactNode; onRetry?: () => void }) {
  const { t } = useTranslation();
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
            {t("actions.goHome")}
          </Link>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {t("actions.tryAgain")}
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}
