import type { HandoverPhotoView } from "../../../shared/handover-contracts";

/** A stored photo as the API answers it (its URLs and size). */
type Photo = Pick<HandoverPhotoView, "id" | "url" | "thumbUrl">;

/** A photo's thumbnail at the size every deposit view shows it. */
export const Thumb = ({ photo, alt }: { photo: Photo; alt: string }) => (
  <img src={photo.thumbUrl} alt={alt} width={96} height={72} className="h-18 w-24 rounded border object-cover" />
);

/** A row of photos, each opening its full image in a new tab; `alt(n)` names the n-th (from 1). */
export function PhotoThumbs({ photos, alt }: { photos: Photo[]; alt: (n: number) => string }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((p, i) => (
        <li key={p.id}>
          <a href={p.url} target="_blank" rel="noreferrer">
            <Thumb photo={p} alt={alt(i + 1)} />
          </a>
        </li>
      ))}
    </ul>
  );
}
