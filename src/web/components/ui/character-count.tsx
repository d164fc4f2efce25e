import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** From this share of the limit on, the count is shown: earlier it is only noise. */
const SHOWN_FROM = 0.8;
/** Limits below this are codes of a known length, not texts. */
const SHORT_LIMIT = 20;
/** Screen readers hear the count once typing pauses, not on every key. */
const ANNOUNCE_AFTER_MS = 1000;

/**
 * How many characters are left, or how many too many, under a long text field.
 * The field itself takes any length (a paste is never cut off without a word, issue
 * 30): the person sees what is over, and the form's check or the server refuses it
 * with the field's message while the text stays in the field.
 */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  const { t } = useTranslation("common");
  const over = length > max;
  // A short code (a postcode, four IC digits) says nothing until it is over: a count there is noise.
  const shown = over || (max >= SHORT_LIMIT && length >= max * SHOWN_FROM);
  const text = over ? t("characters.over", { count: length - max }) : t("characters.left", { count: max - length });
  const [announced, setAnnounced] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(shown ? text : ""), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [shown, text]);
  return (
    <>
      {shown && (
        <p aria-hidden="true" className={over ? "text-sm font-medium text-red-700" : "text-xs text-slate-600"}>
          {text}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {announced}
      </p>
    </>
  );
}
