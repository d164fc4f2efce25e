import { useTranslation } from "react-i18next";
import { useRemoveDuitnowQr, useSetDuitnowQr } from "../../api/owners";
import { ImageUploadCard } from "./image-upload-card";

/**
 * The DuitNow QR image: the uploaded one is shown from the owner-only endpoint
 * (the browser sends the session cookie with the image request).
 */
export function DuitnowQrCard({ qrUrl }: { qrUrl: string | null }) {
  const upload = useSetDuitnowQr();
  const remove = useRemoveDuitnowQr();
  const { t } = useTranslation("owners");
  return (
    <ImageUploadCard
      title={t("payment.qr.title")}
      inputLabel={t("payment.qr.input")}
      hint={t("payment.qr.hint")}
      current={qrUrl}
      alt={{ preview: t("payment.qr.preview"), current: t("payment.qr.current") }}
      frame={(shown) => (
        <div className="flex h-48 w-48 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50">
          {shown ? (
            <img src={shown.src} alt={shown.alt} className="h-full w-full object-contain" />
          ) : (
            <p className="p-4 text-center text-sm text-slate-500">{t("payment.qr.none")}</p>
          )}
        </div>
      )}
      upload={upload}
      remove={remove}
      labels={{
        upload: t("payment.qr.upload"),
        remove: t("payment.qr.remove"),
        uploaded: t("payment.qr.uploaded"),
        removed: t("payment.qr.removed"),
      }}
    />
  );
}
