import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A busy indicator with what is loading ("Loading" unless told), announced politely. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 p-8 text-slate-600">
      <span
        className="h-6 w-6 animate-spin rounded-full border-4 border-slate-300 border-t-slate-800"
        aria-hidden="true"
      />
      <span>{label ?? t("state.loading")}…</span>
    </div>
  );
}

const tones = {
  error: "border-red-300 bg-red-50 text-red-900",
  success: "border-green-300 bg-green-50 text-green-900",
  info: "border-sky-300 bg-sky-50 text-sky-900",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
};

/** A message box; errors are announced (role=alert), others politely (role=status). */
export function Alert({ tone = "info", children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-md border p-3 text-sm ${tones[tone]}`}>
      {children}
    </div>
  );
}
