import { useTranslation } from "react-i18next";
import type { PaymentSettingsView } from "../../../shared/owner-contracts";
import { useRemoveDuitnowQr, useSetDuitnowQr } from "../../api/owners";
import { Alert } from "../../components/ui/feedback";
import { ImageUploadCard } from "./image-upload-card";

/** What the server read from the uploaded QR, so the owner can see it is theirs before a renter pays. */
function QrRead({ settings: s }: { settings: PaymentSettingsView }) {
  const { t } = useTranslation("owners");
  const read = s.duitnowQrRead;
  if (!s.duitnowQrUrl) return null;
  if (!read) return <Alert tone="warning">{t("payment.qr.legacy")}</Alert>;
  return (
    <section aria-labelledby="qr-read" className="flex flex-col gap-2 text-sm">
      <h3 id="qr-read" className="font-semibold">
        {t("payment.qr.read")}
      </h3>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <div>
          <dt className="font-medium">{t("payment.qr.readName")}</dt>
          <dd className="[overflow-wrap:anywhere]">{read.merchantName}</dd>
        </div>
        <div>
          <dt className="font-medium">{t("payment.qr.readProxy")}</dt>
          <dd className="font-mono [overflow-wrap:anywhere]">{read.proxyMasked}</dd>
        </div>
        {read.merchantCity && (
          <div>
            <dt className="font-medium">{t("payment.qr.readCity")}</dt>
            <dd>{read.merchantCity}</dd>
          </div>
        )}
      </dl>
      {read.nameDiffers && (
        <Alert tone="warning">
          {t("payment.qr.nameDiffers", { qrName: read.merchantName, accountHolder: s.accountHolder ?? "" })}
        </Alert>
      )}
      <p className="text-slate-700">{t("payment.qr.readStatic")}</p>
    </section>
  );
}

/**
 * The DuitNow QR image: the uploaded one is shown from the owner-only endpoint
 * (the browser sends the session cookie with the image request), with what the
 * server read from it. A refused upload's message says which check failed.
 */
export function DuitnowQrCard({ settings }: { settings: PaymentSettingsView }) {
  const { t } = useTranslation("owners");
  return (
    <ImageUploadCard
      i18nKey="payment.qr"
      current={settings.duitnowQrUrl}
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
      footer={<QrRead settings={settings} />}
    />
  );
}
