import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RichText } from "../../components/ui/rich-text";
import { useSetGearStatus, useUpdateGear } from "../../api/gear";
import { ownerQueries } from "../../api/owners";
import { MAX_GEAR_PHOTOS } from "../../../shared/gear";
import { Button } from "../../components/ui/button";
import { Alert, Spinner } from "../../components/ui/feedback";
import { Card } from "../../components/ui/page";
import { errorMessage } from "../../lib/api";
import { BlockedDates } from "./blocked-dates";
import { ExternalCalendars } from "./external-calendars";
import { GearForm } from "./gear-form";
import { KitComponentsEditor } from "./kit-components-editor";
import { draftFromDetail } from "./gear-form-state";
import { PhotoManager } from "./photo-manager";
import { UnitLabels } from "./unit-labels";
import { TextLink } from "../../components/ui/text-link";

/** Edit one listing or kit: its fields (JSON PATCH), photos, units or a kit's components, blocked dates, and archive or restore. */
export function GearEditor({ gearId, onClose }: { gearId: string; onClose: () => void }) {
  const detail = useQuery(ownerQueries.gearDetail(gearId));
  const update = useUpdateGear(gearId);
  const setStatus = useSetGearStatus(gearId);
  const [saved, setSaved] = useState(false);
  const { t } = useTranslation("gear");

  if (detail.isPending) return <Spinner label={t("editor.loading")} />;
  if (detail.isError) {
    return (
      <Alert tone="error">
        {errorMessage(detail.error)}{" "}
        <Button variant="ghost" onClick={onClose}>
          {t("editor.backToList")}
        </Button>
      </Alert>
    );
  }
  const gear = detail.data;
  const isKit = gear.kind === "kit";
  const archived = gear.status === "archived";
  const toggle = archived ? "restore" : "archive";

  return (
    <div className="flex flex-col gap-6">
      <Card title={t("editor.title", { name: gear.name })}>
        <div className="mb-4 flex flex-wrap items-center gap-3 text-sm">
          <span>
            <RichText
              t={t}
              i18nKey="editor.status"
              values={{ status: archived ? t("editor.statusArchived") : t("editor.statusActive") }}
              components={{ strong: <strong /> }}
            />
          </span>
          <Button variant="secondary" disabled={setStatus.isPending} onClick={() => setStatus.mutate(toggle)}>
            {archived ? t("list.restore") : t("list.archive")}
          </Button>
          {!archived && <TextLink to={`/gear/${gear.id}`}>{t("editor.publicPage")}</TextLink>}
          <Button variant="ghost" onClick={onClose}>
            {t("editor.backToList")}
          </Button>
        </div>
        {setStatus.isError && <Alert tone="error">{errorMessage(setStatus.error)}</Alert>}
        {saved && <Alert tone="success">{t("editor.saved")}</Alert>}
        <GearForm
          key={gear.id}
          mode="edit"
          kind={isKit ? "kit" : "listing"}
          initial={draftFromDetail(gear)}
          submitLabel={t("editor.saveChanges")}
          onSubmit={async ({ listing }) => {
            setSaved(false);
            await update.mutateAsync(listing);
            setSaved(true);
          }}
        />
      </Card>
      <Card title={t("editor.photosTitle", { shown: gear.photos.length, max: MAX_GEAR_PHOTOS })}>
        <PhotoManager gear={gear} />
      </Card>
      {/* A kit's units are its components' (ADR 039): it shows what it is made of instead. */}
      {isKit ? (
        <Card title={t("kitScreens.components.legend")}>
          <KitComponentsEditor kitId={gear.id} />
        </Card>
      ) : (
        <Card title={t("editor.unitsTitle")}>
          <UnitLabels gearId={gear.id} />
        </Card>
      )}
      <Card title={t("editor.blockedTitle")}>
        <BlockedDates gearId={gear.id} />
      </Card>
      <ExternalCalendars gearId={gear.id} />
    </div>
  );
}
