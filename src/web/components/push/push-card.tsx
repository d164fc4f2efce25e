import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PushSettings } from "../../../shared/push-contracts";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { Card } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { errorMessage } from "../../lib/api";
import { PushDevices } from "./push-devices";
import { PushEvents } from "./push-events";
import { currentEndpoint, enablePush, pushAbility, type PushAbility } from "./push-device";
import { pushSettingsQuery, useTestPush } from "./push-api";

/**
 * /profile: push on this device, the per-event switches, my devices and a test
 * push (issue 14 point 2). A browser that cannot or may not show notifications
 * is told so once, quietly; nothing here asks without a click.
 */
export function PushCard() {
  const { t } = useTranslation("push");
  const [ability, setAbility] = useState<PushAbility>(() => pushAbility());
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const settings = useQuery(pushSettingsQuery(endpoint));

  useEffect(() => {
    void currentEndpoint().then(setEndpoint, () => setEndpoint(null));
  }, []);

  async function onEnable() {
    setBusy(true);
    setFailed(false);
    try {
      const outcome = await enablePush();
      setAbility(pushAbility());
      if (outcome === "saved" || outcome === "created") setEndpoint(await currentEndpoint());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t("section.heading")}>
      <div className="flex flex-col gap-4 text-sm">
        <p className="text-slate-700">{t("section.intro")}</p>
        <DeviceStatus ability={ability} subscribed={!!endpoint} busy={busy} onEnable={onEnable} />
        {failed && <Alert tone="error">{t("section.failed")}</Alert>}
        <QueryState query={settings}>{(s) => <PushSettingsBody settings={s} />}</QueryState>
      </div>
    </Card>
  );
}

function DeviceStatus(props: { ability: PushAbility; subscribed: boolean; busy: boolean; onEnable: () => void }) {
  const { t } = useTranslation("push");
  if (props.ability === "ios-install") return <p className="text-slate-700">{t("section.iosHint")}</p>;
  if (props.ability === "unsupported") return <p className="text-slate-600">{t("section.unsupported")}</p>;
  if (props.ability === "denied") return <p className="text-slate-600">{t("section.denied")}</p>;
  if (props.subscribed) return <p className="text-emerald-800">{t("section.enabled")}</p>;
  return (
    <div>
      <Button onClick={props.onEnable} disabled={props.busy}>
        {t("section.enable")}
      </Button>
    </div>
  );
}

function PushSettingsBody({ settings }: { settings: PushSettings }) {
  const { t } = useTranslation("push");
  const test = useTestPush();
  return (
    <>
      <PushEvents settings={settings} />
      <PushDevices devices={settings.devices} />
      {settings.devices.length > 0 && (
        <div className="flex flex-col items-start gap-2">
          <Button variant="secondary" onClick={() => test.mutate()} disabled={test.isPending}>
            {t("section.test")}
          </Button>
          {test.isSuccess && <p role="status">{t("section.testSent")}</p>}
          {test.isError && <Alert tone="error">{errorMessage(test.error)}</Alert>}
        </div>
      )}
    </>
  );
}
