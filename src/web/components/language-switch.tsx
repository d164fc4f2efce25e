import { useTranslation } from "react-i18next";
import { LANGUAGES } from "../../shared/i18n/languages";
import { currentLanguage } from "../lib/i18n";
import { useChooseLanguage } from "./language-provider";

const tones = {
  dark: {
    on: "bg-white text-ink",
    off: "text-slate-200 hover:text-white",
    ring: "focus-visible:outline-white",
    frame: "border-slate-600",
  },
  light: {
    on: "bg-slate-900 text-white",
    off: "text-slate-700 hover:bg-slate-100",
    ring: "focus-visible:outline-slate-900",
    frame: "border-slate-300",
  },
};

/** "tap": 44 px buttons for a phone menu, where a finger, not a pointer, chooses. */
const sizes = { small: "px-2 py-1 text-xs", tap: "min-h-11 min-w-11 px-3 text-sm" };

/**
 * The EN | BM switch: two toggle buttons in a group named "Language" (in the
 * language shown), the current one pressed. Each is a plain button, so Tab
 * reaches it and Enter or Space chooses it.
 */
export function LanguageSwitch({
  tone = "light",
  size = "small",
  className = "",
}: {
  tone?: keyof typeof tones;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const { t } = useTranslation();
  const choose = useChooseLanguage();
  const current = currentLanguage();
  const style = tones[tone];
  return (
    <div
      role="group"
      aria-label={t("language.label")}
      className={`inline-flex rounded-md border p-0.5 ${style.frame} ${className}`}
    >
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={lang === current}
          title={t(`language.${lang}`)}
          onClick={() => choose(lang)}
          className={`rounded ${sizes[size]} font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${style.ring} ${lang === current ? style.on : style.off}`}
        >
          {t(`language.short.${lang}`)}
        </button>
      ))}
    </div>
  );
}
