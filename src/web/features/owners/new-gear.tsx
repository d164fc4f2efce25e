import { useQuery } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { GearDetail } from "../../../shared/catalogue";
import { DEFAULT_EXTENDED_THRESHOLD } from "../../../shared/pricing";
import { useCreateGear } from "../../api/gear";
import { useCreateKit } from "../../api/kits";
import { settingsQueries } from "../../api/settings";
import { Spinner } from "../../components/ui/feedback";
import { Card } from "../../components/ui/page";
import { fieldError } from "../../lib/forms";
import { GearForm, type GearFormApi } from "./gear-form";
import { emptyDraft, type GearDraft } from "./gear-form-state";
import { KitComponentsField } from "./kit-components-field";
import { newComponentRow } from "./kit-components-state";
import { PhotoPicker } from "./photo-picker";
import { groupError } from "./rows-editor";

type Kind = "listing" | "kit";

const photosError = (form: GearFormApi) => groupError(form, "photos");

interface NewGearProps {
  /** "kit": a package of the owner's listings (issue 32 item 2), the same form plus what is in it. */
  kind?: Kind;
  onCreated: (gear: GearDetail) => void;
  onCancel: () => void;
}

/** "List new gear" or "Build a kit": the form plus its photos (and a kit's components), sent as one multipart request. */
export function NewGear({ kind = "listing", onCreated, onCancel }: NewGearProps) {
  const settings = useQuery(settingsQueries.fees());
  if (settings.isPending) return <Spinner />;
  // The admin's default threshold (/admin/settings) starts the form; the owner may change it.
  const initial = {
    ...emptyDraft(),
    extendedPriceThreshold: String(settings.data?.defaultExtendedThreshold ?? DEFAULT_EXTENDED_THRESHOLD),
    components: kind === "kit" ? [newComponentRow()] : [],
  };
  return <NewGearForm kind={kind} initial={initial} onCreated={onCreated} onCancel={onCancel} />;
}

/** The components' messages by the server's keys, from where react-hook-form keeps them. */
function componentErrors(form: GearFormApi, count: number) {
  const errors: Record<string, string | undefined> = { components: groupError(form, "components") };
  for (let i = 0; i < count; i++)
    for (const f of ["gearId", "quantity"] as const)
      errors[`components.${i}.${f}`] = fieldError(form, `components.${i}.${f}`);
  return errors;
}

function NewGearForm({
  kind,
  initial,
  onCreated,
  onCancel,
}: Required<Omit<NewGearProps, "kind">> & { kind: Kind; initial: GearDraft }) {
  const createGear = useCreateGear();
  const createKit = useCreateKit();
  const { t } = useTranslation("gear");
  const isKit = kind === "kit";
  return (
    <Card title={isKit ? t("kitScreens.newKit.title") : t("newGear.title")}>
      {isKit && <p className="mb-4 text-sm text-slate-700">{t("kitScreens.newKit.intro")}</p>}
      <GearForm
        mode="create"
        kind={kind}
        initial={initial}
        submitLabel={isKit ? t("kitScreens.newKit.submit") : t("newGear.submit")}
        onSubmit={async ({ listing, photos, components }) => {
          const answer = isKit
            ? await createKit.mutateAsync({ kit: { ...listing, components }, photos })
            : await createGear.mutateAsync({ listing, photos });
          onCreated(answer.gear);
        }}
        onCancel={onCancel}
      >
        {(form) => (
          <>
            {isKit && (
              <Controller
                control={form.control}
                name="components"
                render={({ field }) => (
                  <KitComponentsField
                    rows={field.value}
                    onChange={field.onChange}
                    errors={componentErrors(form, field.value.length)}
                  />
                )}
              />
            )}
            <Controller
              control={form.control}
              name="photos"
              render={({ field }) => (
                <PhotoPicker files={field.value} onChange={field.onChange} error={photosError(form)} />
              )}
            />
          </>
        )}
      </GearForm>
    </Card>
  );
}
