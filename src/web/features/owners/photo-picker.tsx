import { useEffect, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { MAX_GEAR_PHOTOS } from "../../../shared/gear";
import { Button } from "../../components/ui/button";

/** Object URLs for previews, revoked when the files change or the picker goes. */
function usePreviews(files: File[]) {
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}

/**
 * Choose the photos of a new listing (1 to 10; the first is the cover), with
 * previews. Picking again adds to the selection rather than replacing it.
 */
export function PhotoPicker({
  files,
  onChange,
  error,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
}) {
  const { t } = useTranslation("gear");
  const id = useId();
  const previews = usePreviews(files);
  const room = MAX_GEAR_PHOTOS - files.length;
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium">{t("photoPicker.legend")}</legend>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t("photoPicker.add")}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={room <= 0}
        aria-invalid={!!error}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(e) => {
          const picked = Array.from(e.target.files ?? []);
          onChange([...files, ...picked].slice(0, MAX_GEAR_PHOTOS));
          e.target.value = "";
        }}
        className="text-sm"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t("photoPicker.hint", { max: MAX_GEAR_PHOTOS })}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="flex flex-col gap-1">
              <img
                src={previews[i]}
                alt={t(i === 0 ? "photoPicker.previewCover" : "photoPicker.preview", { index: i + 1 })}
                className="aspect-[4/3] w-full rounded border border-slate-200 object-cover"
              />
              <Button
                variant="ghost"
                onClick={() => onChange(files.filter((_, j) => j !== i))}
                aria-label={t("photoManager.removeLabel", { index: i + 1 })}
              >
                {t("photoManager.remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
