import { useTranslation } from "react-i18next";
import { useRemoveDuitnowQr, useSetDuitnowQr } from "../../api/owners";
import { ImageUploadCard } from "./image-upload-card";

/**
 * The DuitNow QR image: the uploaded one is shown from the owner-only endpoint
 * (the browser sends the session cookie with the image request).
 */
export function DuitnowQrCard({ qrUrl }: { qrUrl: string | null }) {
  const { t } = useTranslation("owners");
  return (
    <ImageUploadCard
      i18nKey="payment.qr"
      current={qrUrl}
      frame={(shown) => (
        <div className="flex h-48 w-48 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50">
          {shown ? (
            <img src={shown.src} alt={shown.alt} className="h-full w-full object-contain" />
          ) : (
            <p className="p-4 text-center text-sm text-slate-500">{t("payment.qr.none")}</p>
          )}
        </div>
      )}
      upload={useSetDuitnowQr()}
      remove={useRemoveDuitnowQr()}
    />
  );
}
