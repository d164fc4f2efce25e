import { useTranslation } from "react-i18next";
import { formatDate } from "../../../shared/i18n/format";
import type { PushDevice } from "../../../shared/push-contracts";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { errorMessage } from "../../lib/api";
import { currentLanguage } from "../../lib/i18n";
import { useRemovePushDevice } from "./push-api";

/** The devices that receive my pushes, each removable; the browser's own description tells them apart. */
export function PushDevices({ devices }: { devices: PushDevice[] }) {
  const { t } = useTranslation("push");
  const remove = useRemovePushDevice();
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{t("section.devicesHeading")}</h3>
      {devices.length === 0 ? (
        <p className="text-slate-600">{t("section.noDevices")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {devices.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-200 p-2"
            >
              <div className="min-w-0 flex-1">
                <p className="break-words">
                  {d.current && <strong className="mr-2">{t("section.thisDevice")}</strong>}
                  {d.userAgent}
                </p>
                <p className="text-xs text-slate-600">
                  {t("section.addedOn", { date: formatDate(d.createdAt, currentLanguage()) })}
                </p>
              </div>
              <Button variant="secondary" onClick={() => remove.mutate(d.id)} disabled={remove.isPending}>
                {t("section.remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && <Alert tone="error">{errorMessage(remove.error)}</Alert>}
    </section>
  );
}
