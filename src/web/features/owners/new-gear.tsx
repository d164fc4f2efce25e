import { useState } from "react";
import type { GearDetail } from "../../../shared/catalogue";
import { GEAR_MESSAGES } from "../../../shared/gear-contracts";
import { Card } from "../../components/ui/page";
import { useQuery } from "@tanstack/react-query";
import { Spinner } from "../../components/ui/feedback";
import { api, ApiError } from "../../lib/api";
import { useCreateGear } from "./gear-api";
import { GearForm } from "./gear-form";
import { emptyDraft, type GearDraft } from "./gear-form-state";
import { PhotoPicker } from "./photo-picker";

/** "List new gear": the form plus its photos, sent as one multipart request. */
export function NewGear({ onCreated, onCancel }: { onCreated: (gear: GearDetail) => void; onCancel: () => void }) {
  const settings = useQuery({
    queryKey: ["settings"],
    queryFn: () => api<{ defaultExtendedThreshold: number }>("/api/settings/public"),
  });
  if (settings.isPending) return <Spinner />;
  // The admin's default threshold (/admin/settings) starts the form; the owner may change it.
  const initial = { ...emptyDraft(), extendedPriceThreshold: String(settings.data?.defaultExtendedThreshold ?? 4) };
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
  const [files, setFiles] = useState<File[]>([]);
  const create = useCreateGear();

  async function submit(listing: Record<string, unknown>) {
    if (files.length === 0)
      throw new ApiError(400, "BAD_INPUT", GEAR_MESSAGES.photoRequired, { photos: GEAR_MESSAGES.photoRequired });
    const form = new FormData();
    form.append("data", JSON.stringify(listing));
    for (const f of files) form.append("photos", f);
    const { gear } = await create.mutateAsync(form);
    onCreated(gear);
  }

  return (
    <Card title="List new gear">
      <GearForm mode="create" initial={initial} submitLabel="List gear" onSubmit={submit} onCancel={onCancel}>
        {(errors) => <PhotoPicker files={files} onChange={setFiles} error={errors.photos} />}
      </GearForm>
    </Card>
  );
}
