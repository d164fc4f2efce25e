import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PushEvent, PushSettings } from "../../../shared/push-contracts";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { errorMessage } from "../../lib/api";
import { useSavePushPreferences } from "./push-api";
import { Form } from "../ui/form";

/** The per-event switches: one checkbox per event the role can receive, saved together. */
export function PushEvents({ settings }: { settings: PushSettings }) {
  const { t } = useTranslation("push");
  const save = useSavePushPreferences();
  const [on, setOn] = useState<Set<PushEvent>>(
    () => new Set(settings.available.filter((e) => settings.events[e] !== false)),
  );

  function toggle(e: PushEvent, checked: boolean) {
    const next = new Set(on);
    if (checked) next.add(e);
    else next.delete(e);
    setOn(next);
    save.reset();
  }

  function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    save.mutate([...on]);
  }

  return (
    <Form onSubmit={onSubmit} className="flex flex-col gap-2">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-semibold">{t("section.eventsHeading")}</legend>
        {settings.available.map((e) => (
          <label key={e} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={on.has(e)}
              onChange={(ev) => toggle(e, ev.target.checked)}
            />
            {t(`events.${e}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t("section.save")}
        </Button>
        {save.isSuccess && <span role="status">{t("section.saved")}</span>}
      </div>
      {save.isError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
    </Form>
  );
}
