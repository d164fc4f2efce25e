import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Alert, Spinner } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Card } from "../../components/ui/page";
import { api, ApiError, errorMessage } from "../../lib/api";

interface FeeSettings {
  serviceFeeBasisPoints: number;
  sstBasisPoints: number;
  defaultExtendedThreshold: number;
}

/** "6.5" → 650 basis points; null when not a percentage with at most two decimals. */
function toBasisPoints(text: string): number | null {
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text.trim())) return null;
  return Math.round(Number(text) * 100);
}

/** Service fee and SST (applied to new quotes and bookings), and the default extended-price threshold. */
export function FeeSettingsForm() {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ["settings"], queryFn: () => api<FeeSettings>("/api/settings/public") });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const fee = toBasisPoints(String(f.get("fee")));
    const sst = toBasisPoints(String(f.get("sst")));
    const bad: Record<string, string> = {};
    if (fee === null) bad.serviceFeeBasisPoints = "Type a percentage like 5 or 6.5";
    if (sst === null) bad.sstBasisPoints = "Type a percentage like 8";
    setFields(bad);
    if (fee === null || sst === null) return;
    try {
      await api("/api/admin/settings", {
        method: "PUT",
        body: { serviceFeeBasisPoints: fee, sstBasisPoints: sst, defaultExtendedThreshold: Number(f.get("threshold")) },
      });
      await qc.invalidateQueries({ queryKey: ["settings"] });
      setMessage({ tone: "success", text: "Saved. New quotes and bookings use these values." });
    } catch (err) {
      if (err instanceof ApiError) setFields(err.fields);
      setMessage({ tone: "error", text: errorMessage(err) });
    }
  }

  return (
    <Card title="Fees and defaults">
      {q.isPending ? (
        <Spinner />
      ) : q.isError ? (
        <Alert tone="error">{errorMessage(q.error)}</Alert>
      ) : (
        <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Service fee (%)"
            name="fee"
            inputMode="decimal"
            defaultValue={String(q.data.serviceFeeBasisPoints / 100)}
            error={fields.serviceFeeBasisPoints}
          />
          <TextField
            label="SST (%)"
            name="sst"
            inputMode="decimal"
            defaultValue={String(q.data.sstBasisPoints / 100)}
            error={fields.sstBasisPoints}
          />
          <TextField
            label="Default extended-price threshold (days)"
            name="threshold"
            type="number"
            min={2}
            max={60}
            defaultValue={String(q.data.defaultExtendedThreshold)}
            error={fields.defaultExtendedThreshold}
          />
          <div className="flex flex-col gap-2 sm:col-span-3">
            {message && <Alert tone={message.tone}>{message.text}</Alert>}
            <Button type="submit" className="self-start">
              Save fees
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
