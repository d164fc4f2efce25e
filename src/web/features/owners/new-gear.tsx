import { useQuery } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { GearDetail } from "../../../shared/catalogue";
import { DEFAULT_EXTENDED_THRESHOLD } from "../../../shared/pricing";
import { useCreateGear } from "../../api/gear";
import { settingsQueries } from "../../api/settings";
import { Spinner } from "../../components/ui/feedback";
import { Card } from "../../components/ui/page";
import { GearForm, type GearFormApi } from "./gear-form";
import { emptyDraft, type GearDraft } from "./gear-form-state";
import { PhotoPicker } from "./photo-picker";
import { groupError } from "./rows-editor";

const photosError = (form: GearFormApi) => groupError(form, "photos");

/** "List new gear": the form plus its photos, sent as one multipart request. */
export function NewGear({ onCreated, onCancel }: { onCreated: (gear: GearDetail) => void; onCancel: () => void }) {
  const settings = useQuery(settingsQueries.fees());
  if (settings.isPending) return <Spinner />;
  // The admin's default threshold (/admin/settings) starts the form; the owner may change it.
  const initial = {
    ...emptyDraft(),
    extendedPriceThreshold: String(settings.data?.defaultExtendedThreshold ?? DEFAULT_EXTENDED_THRESHOLD),
  };
  return <NewGearForm initial={initial} onCreated={onCreated} onCancel={onCancel} />;
}

function NewGearForm({
  initial,
  onCreated,
  onCancel,
}: {
  initial: GearDraft;
  onCreated: (gear: GearDetail) => void;
  onCancel: () => void;
}) {
  const create = useCreateGear();
  const { t } = useTranslation("gear");
  return (
    <Card title={t("newGear.title")}>
      <GearForm
        mode="create"
        initial={initial}
        submitLabel={t("newGear.submit")}
        onSubmit={async (submission) => onCreated((await create.mutateAsync(submission)).gear)}
        onCancel={onCancel}
      >
        {(form) => (
          <Controller
            control={form.control}
            name="photos"
            render={({ field }) => (
              <PhotoPicker files={field.value} onChange={field.onChange} error={photosError(form)} />
            )}
          />
        )}
      </GearForm>
    </Card>
  );
}
