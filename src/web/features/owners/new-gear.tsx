import { useState } from "react";
import type { GearDetail } from "../../../shared/catalogue";
import { GEAR_MESSAGES } from "../../../shared/gear-contracts";
import { Card } from "../../components/ui/page";
import { ApiError } from "../../lib/api";
import { useCreateGear } from "./gear-api";
import { GearForm } from "./gear-form";
import { emptyDraft } from "./gear-form-state";
import { PhotoPicker } from "./photo-picker";

/** "List new gear": the form plus its photos, sent as one multipart request. */
export function NewGear({ onCreated, onCancel }: { onCreated: (gear: GearDetail) => void; onCancel: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [initial] = useState(emptyDraft);
  const create = useCreateGear();

  async function submit(listing: Record<string, unknown>) {
    if (files.length === 0) throw new ApiError(400, "BAD_INPUT", GEAR_MESSAGES.photoRequired, { photos: GEAR_MESSAGES.photoRequired });
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
