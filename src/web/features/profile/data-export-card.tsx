import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/i18n/format";
import { LOCALE } from "../../../shared/i18n/languages";
import { dataExportQuery, useRequestDataExport } from "../../api/profile";
import { Button, buttonClass } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { Card } from "../../components/ui/page";
import { errorMessage } from "../../lib/api";
import { currentLanguage } from "../../lib/i18n";

/** "Download my data" (PDPA): ask for the ZIP, see it being made, download it while the link lasts. */
export function DataExportCard() {
  const { t } = useTranslation("profile");
  const state = useQuery(dataExportQuery());
  const request = useRequestDataExport();
  const lang = currentLanguage();
  const when = (iso: string) => formatDateTime(iso, lang);
  const latest = state.data?.latest ?? null;
  const next = state.data?.nextRequestAt ?? null;
  const size = (bytes: number) =>
    new Intl.NumberFormat(LOCALE[lang], { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(
      Math.max(bytes / 1_000_000, 0.1),
    );
  return (
    <Card title={t("dataExport.title")}>
      <div id="my-data" className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">{t("dataExport.intro")}</p>
        {latest?.status === "pending" && (
          <Alert tone="info">{t("dataExport.pending", { date: when(latest.requestedAt) })}</Alert>
        )}
        {latest?.status === "ready" && latest.downloadUrl && (
          <>
            <Alert tone="success">
              {t("dataExport.ready", { size: size(latest.byteSize ?? 0), date: when(latest.expiresAt!) })}
            </Alert>
            <a href={latest.downloadUrl} download className={`${buttonClass("primary")} self-start`}>
              {t("dataExport.download")}
            </a>
          </>
        )}
        {latest?.status === "expired" && <Alert tone="info">{t("dataExport.expired")}</Alert>}
        {latest?.status === "failed" && <Alert tone="warning">{t("dataExport.failed")}</Alert>}
        {request.isError && <Alert tone="error">{errorMessage(request.error)}</Alert>}
        {next ? (
          <p className="text-sm text-slate-700">{t("dataExport.nextRequest", { date: when(next) })}</p>
        ) : (
          <Button
            variant={latest?.status === "ready" ? "secondary" : "primary"}
            onClick={() => request.mutate()}
            disabled={request.isPending || state.isPending}
            className="self-start"
          >
            {request.isPending ? t("dataExport.requesting") : t("dataExport.request")}
          </Button>
        )}
      </div>
    </Card>
  );
}
