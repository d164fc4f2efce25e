import { useRemoveOwnerPhoto, useSetOwnerPhoto } from "../../api/owners";
import { ImageUploadCard } from "./image-upload-card";

/** The owner's public photo: pick, see, upload; or remove the current one. */
export function OwnerPhotoCard({ photoUrl }: { photoUrl: string | null }) {
  const upload = useSetOwnerPhoto();
  const remove = useRemoveOwnerPhoto();
  return (
    <ImageUploadCard
      title="Profile photo"
      inputLabel="Choose a photo"
      hint="JPEG, PNG, WebP or AVIF, up to 10 MB and 40 megapixels. Location data is removed."
      current={photoUrl}
      alt={{ preview: "Preview of the chosen photo", current: "Your current photo" }}
      frame={(shown) =>
        shown ? (
          <img src={shown.src} alt={shown.alt} className="h-28 w-28 shrink-0 rounded-full object-cover" />
        ) : (
          <div
            role="img"
            aria-label="No photo yet"
            className="flex h-28 w-28 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm text-slate-500"
          >
            No photo
          </div>
        )
      }
      upload={upload}
      remove={remove}
      labels={{
        upload: "Upload photo",
        remove: "Remove photo",
        uploaded: "Your photo was updated.",
        removed: "Your photo was removed.",
      }}
    />
  );
}
