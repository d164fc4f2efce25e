import { useTranslation } from "react-i18next";
import type { HandoverPhotoView } from "../../../shared/handover-contracts";
import { Button } from "../../components/ui/button";

/**
 * A sheet's photos as thumbnails, each opening the full image; with `onRemove`
 * (the owner, before the renter answers) each has its own remove button.
 */
export function SheetPhotos({
  photos,
  onRemove,
  removing = false,
}: {
  photos: HandoverPhotoView[];
  onRemove?: (photoId: string) => void;
  removing?: boolean;
}) {
  const { t } = useTranslation("handover");
  if (photos.length === 0) return <p className="text-sm text-slate-600">{t("photos.none")}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t("photos.title")}>
      {photos.map((p, i) => (
        <li key={p.id} className="flex flex-col gap-1">
          <a href={p.url} target="_blank" rel="noreferrer" aria-label={t("photos.open", { n: i + 1 })}>
            <img
              src={p.thumbUrl}
              alt={t("photos.alt", { n: i + 1 })}
              width={p.width}
              height={p.height}
              className="aspect-[4/3] w-full rounded border border-slate-200 object-cover"
              loading="lazy"
            />
          </a>
          {onRemove && (
            <Button variant="secondary" disabled={removing} onClick={() => onRemove(p.id)}>
              {t("photos.remove", { n: i + 1 })}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
