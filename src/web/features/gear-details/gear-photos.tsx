import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { GearPhotoView } from "../../../shared/catalogue";
import { thumbWidth } from "../../../shared/image-sizes";

// The photo column: the page's full width on a phone (less its padding), three fifths of max-w-5xl from lg up.
const MAIN_PHOTO_SIZES = "(min-width: 1024px) 600px, calc(100vw - 2rem)";

/**
 * The main photo and a row of thumbnails (real buttons: Tab to one, Enter or Space shows it).
 * The main photo is the page's largest paint: fetched first (fetchpriority high, never lazy),
 * from the thumbnail where that is wide enough (srcset), in a box its width and height reserve.
 */
export function GearPhotos({ name, photos }: { name: string; photos: GearPhotoView[] }) {
  const { t } = useTranslation("gear");
  const [active, setActive] = useState(0);
  const current = photos[Math.min(active, photos.length - 1)];
  if (!current) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-slate-100 text-slate-500">
        {t("photos.none")}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-lg bg-slate-100">
        <img
          src={current.url}
          srcSet={`${current.thumbUrl} ${thumbWidth(current.width, current.height)}w, ${current.url} ${current.width}w`}
          sizes={MAIN_PHOTO_SIZES}
          width={current.width}
          height={current.height}
          fetchPriority="high"
          alt={photos.length > 1 ? t("photos.photoOf", { name, index: active + 1, total: photos.length }) : name}
          className="aspect-[4/3] w-full object-contain"
        />
      </div>
      {photos.length > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label={t("photos.listLabel")}>
          {photos.map((p, i) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-label={t("photos.show", { index: i + 1, total: photos.length })}
                aria-pressed={i === active}
                className={`block h-16 w-20 overflow-hidden rounded-md border-2 ${i === active ? "border-ink" : "border-transparent opacity-80 hover:opacity-100"}`}
              >
                <img
                  src={p.thumbUrl}
                  alt=""
                  width={80}
                  height={64}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
