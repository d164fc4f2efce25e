import { useId } from "react";
import { useTranslation } from "react-i18next";
import { MALAYSIAN_STATES } from "../../../shared/malaysia";
import { useCatalogueNames } from "../../lib/catalogue-names";

/**
 * The states an owner also serves, as a group of checkboxes. The primary state
 * is covered anyway, so its box is disabled (the server refuses it too).
 */
export function CoveredStatesField({
  value,
  primary,
  onChange,
  error,
}: {
  value: string[];
  primary: string;
  onChange: (states: string[]) => void;
  error?: string | null;
}) {
  const id = useId();
  const { t } = useTranslation("owners");
  const names = useCatalogueNames();
  const toggle = (state: string, checked: boolean) =>
    onChange(checked ? [...value, state] : value.filter((s) => s !== state));
  return (
    <fieldset
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      aria-invalid={!!error}
      className="flex flex-col gap-2"
    >
      <legend className="text-sm font-medium text-slate-800">{t("settings.where.covered")}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t("settings.where.coveredHint")}
      </p>
      <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {MALAYSIAN_STATES.map((state) => (
          <label key={state} className={`flex items-center gap-2 text-sm ${state === primary ? "text-slate-400" : ""}`}>
            <input
              type="checkbox"
              name="coveredStates"
              value={state}
              className="h-4 w-4"
              checked={state !== primary && value.includes(state)}
              disabled={state === primary}
              onChange={(e) => toggle(state, e.target.checked)}
            />
            {names.state(state)}
            {state === primary && <span className="text-xs">{t("settings.where.primaryMark")}</span>}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
