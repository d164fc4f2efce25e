import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useSetGearStatus, useUpdateGear } from "../../api/gear";
import { ownerQueries } from "../../api/owners";
import { MAX_GEAR_PHOTOS } from "../../../shared/gear";
import { Button } from "../../components/ui/button";
import { Alert, Spinner } from "../../components/ui/feedback";
import { Card } from "../../components/ui/page";
import { errorMessage } from "../../lib/api";
import { BlockedDates } from "./blocked-dates";
import { GearForm } from "./gear-form";
import { draftFromDetail } from "./gear-form-state";
import { PhotoManager } from "./photo-manager";

/** Edit one listing: its fields (JSON PATCH), photos, blocked dates, and archive or restore. */
export function GearEditor({ gearId, onClose }: { gearId: string; onClose: () => void }) {
  const detail = useQuery(ownerQueries.gearDetail(gearId));
  const update = useUpdateGear(gearId);
  const setStatus = useSetGearStatus(gearId);
  const [saved, setSaved] = useState(false);

  if (detail.isPending) return <Spinner label="Loading the listing" />;
  if (detail.isError) {
    return (
      <Alert tone="error">
        {errorMessage(detail.error)}{" "}
        <Button variant="ghost" onClick={onClose}>
          Back to my gear
        </Button>
      </Alert>
    );
  }
  const gear = detail.data;
  const archived = gear.status === "archived";

  return (
    <div className="flex flex-col gap-6">
      <Card title={`Edit ${gear.name}`}>
        <div className="mb-4 flex flex-wrap items-center gap-3 text-sm">
          <span>
            Status: <strong>{archived ? "Archived (hidden from renters)" : "Active"}</strong>
          </span>
          <Button
            variant="secondary"
            disabled={setStatus.isPending}
            onClick={() => setStatus.mutate(archived ? "restore" : "archive")}
          >
            {archived ? "Restore" : "Archive"}
          </Button>
          {!archived && (
            <Link to={`/gear/${gear.id}`} className="text-sky-800 underline">
              Public page
            </Link>
          )}
          <Button variant="ghost" onClick={onClose}>
            Back to my gear
          </Button>
        </div>
        {setStatus.isError && <Alert tone="error">{errorMessage(setStatus.error)}</Alert>}
        {saved && <Alert tone="success">Your changes were saved.</Alert>}
        <GearForm
          key={gear.id}
          mode="edit"
          initial={draftFromDetail(gear)}
          submitLabel="Save changes"
          onSubmit={async ({ listing }) => {
            setSaved(false);
            await update.mutateAsync(listing);
            setSaved(true);
          }}
        />
      </Card>
      <Card title={`Photos (${gear.photos.length} of ${MAX_GEAR_PHOTOS})`}>
        <PhotoManager gear={gear} />
      </Card>
      <Card title="Blocked dates">
        <BlockedDates gearId={gear.id} />
      </Card>
    </div>
  );
}
