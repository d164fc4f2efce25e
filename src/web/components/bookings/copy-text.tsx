import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";

/**
 * A value to type elsewhere (a reference, an amount) with a button that copies
 * it. The value stays selectable text, for a browser that refuses the clipboard.
 */
export function CopyText({ label, value, copyValue = value }: { label: string; value: string; copyValue?: string }) {
  const { t } = useTranslation("bookings");
  /** null until tried; then whether the clipboard took it. */
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-lg font-semibold [overflow-wrap:anywhere]">{value}</span>
        <Button
          variant="secondary"
          className="px-3 py-1"
          aria-label={`${t("detail.copy")}: ${label}`}
          onClick={() =>
            navigator.clipboard.writeText(copyValue).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t("detail.copy")}
        </Button>
        <span role="status" className="text-sm text-slate-600">
          {/* Said aloud too: the button's own name stays "Copy: …" whatever it shows. */}
          {copied === null ? "" : copied ? t("detail.copied") : t("detail.copyFailed")}
        </span>
      </dd>
    </div>
  );
}
