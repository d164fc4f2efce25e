import { useTranslation } from "react-i18next";
import { useRemoveOwnerPhoto, useSetOwnerPhoto } from "../../api/owners";
import { ImageUploadCard } from "./image-upload-card";

/** The owner's public photo: pick, see, upload; or remove the current one. */
export function OwnerPhotoCard({ photoUrl }: { photoUrl: string | null }) {
  const { t } = useTranslation("owners");
  return (
    <ImageUploadCard
      i18nKey="settings.photo"
      current={photoUrl}
      frame={(shown) =>
        shown ? (
          <img src={shown.src} alt={shown.alt} className="h-28 w-28 shrink-0 rounded-full object-cover" />
        ) : (
          <div
            role="img"
            aria-label={t("settings.photo.noneYet")}
            className="flex h-28 w-28 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm text-slate-700"
          >
            {t("settings.photo.none")}
          </div>
        )
      }
      upload={useSetOwnerPhoto()}
      remove={useRemoveOwnerPhoto()}
    />
  );
}
