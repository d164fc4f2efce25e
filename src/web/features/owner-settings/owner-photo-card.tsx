import { useTranslation } from "react-i18next";
import { useRemoveOwnerPhoto, useSetOwnerPhoto } from "../../api/owners";
import { ImageUploadCard } from "./image-upload-card";

/** The owner's public photo: pick, see, upload; or remove the current one. */
export function OwnerPhotoCard({ photoUrl }: { photoUrl: string | null }) {
  const upload = useSetOwnerPhoto();
  const remove = useRemoveOwnerPhoto();
  const { t } = useTranslation("owners");
  return (
    <ImageUploadCard
      title={t("settings.photo.title")}
      inputLabel={t("settings.photo.input")}
      hint={t("settings.photo.hint")}
      current={photoUrl}
      alt={{ preview: t("settings.photo.preview"), current: t("settings.photo.current") }}
      frame={(shown) =>
        shown ? (
          <img src={shown.src} alt={shown.alt} className="h-28 w-28 shrink-0 rounded-full object-cover" />
        ) : (
          <div
            role="img"
            aria-label={t("settings.photo.noneYet")}
            className="flex h-28 w-28 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm text-slate-500"
          >
            {t("settings.photo.none")}
          </div>
        )
      }
      upload={upload}
      remove={remove}
      labels={{
        upload: t("settings.photo.upload"),
        remove: t("settings.photo.remove"),
        uploaded: t("settings.photo.uploaded"),
        removed: t("settings.photo.removed"),
      }}
    />
  );
}
