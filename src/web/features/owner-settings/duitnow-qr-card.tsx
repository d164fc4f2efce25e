import { useRemoveDuitnowQr, useSetDuitnowQr } from "../../api/owners";
import { ImageUploadCard } from "./image-upload-card";

/**
 * The DuitNow QR image: the uploaded one is shown from the owner-only endpoint
 * (the browser sends the session cookie with the image request).
 */
export function DuitnowQrCard({ qrUrl }: { qrUrl: string | null }) {
  const upload = useSetDuitnowQr();
  const remove = useRemoveDuitnowQr();
  return (
    <ImageUploadCard
      title="DuitNow QR"
      inputLabel="DuitNow QR image"
      hint="A screenshot of the QR from your banking app. Renters see it only after you approve their booking."
      current={qrUrl}
      alt={{ preview: "Preview of the chosen QR image", current: "Your DuitNow QR code" }}
      frame={(shown) => (
        <div className="flex h-48 w-48 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50">
          {shown ? (
            <img src={shown.src} alt={shown.alt} className="h-full w-full object-contain" />
          ) : (
            <p className="p-4 text-center text-sm text-slate-500">No QR image uploaded</p>
          )}
        </div>
      )}
      upload={upload}
      remove={remove}
      labels={{
        upload: "Upload QR",
        remove: "Remove QR",
        uploaded: "Your DuitNow QR was uploaded.",
        removed: "Your DuitNow QR was removed.",
      }}
    />
  );
}
