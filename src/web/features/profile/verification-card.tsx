import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Card } from "../../components/ui/page";
import { api, ApiError, errorMessage } from "../../lib/api";
import { type Session, useRefreshSession } from "../../lib/session";

interface Mine {
  status: string;
  studentCardStatus: string;
  latest: { status: string; reason: string | null } | null;
}

function FileField({ label, name, required }: { label: string; name: string; required?: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`doc-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input id={`doc-${name}`} name={name} type="file" accept="image/*" required={required} className="text-sm" />
    </div>
  );
}

/** Identity verification (issue 4): submit IC photos and a selfie; see the decision. */
export function VerificationCard({ session }: { session: Session }) {
  const refresh = useRefreshSession();
  const mine = useQuery({ queryKey: ["verification", "me"], queryFn: () => api<Mine>("/api/verification/me") });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const status = session.profile.verificationStatus;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setFields({});
    try {
      await api("/api/verification", { body: new FormData(e.currentTarget) });
      await refresh();
      await mine.refetch();
    } catch (err) {
      if (err instanceof ApiError) setFields(err.fields);
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (status === "verified") {
    return (
      <Card title="Identity verification">
        <Alert tone="success">
          Your identity is verified.
          {session.profile.studentCardStatus === "approved"
            ? " Your student card is approved: student rates apply."
            : ""}
        </Alert>
      </Card>
    );
  }
  if (status === "pending") {
    return (
      <Card title="Identity verification">
        <Alert tone="info">Your documents are waiting for review. We will e-mail you the decision.</Alert>
      </Card>
    );
  }
  return (
    <Card title="Identity verification">
      {status === "rejected" && mine.data?.latest?.reason && (
        <div className="mb-4">
          <Alert tone="warning">
            Your last submission was not approved: {mine.data.latest.reason}. Please correct it and send again.
          </Alert>
        </div>
      )}
      <p className="mb-4 text-sm text-slate-700">
        Owners rent only to verified renters. Your documents are private: only our verification team sees them, and
        location data is removed from the photos.
      </p>
      <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name as on your IC" name="fullName" required error={fields.fullName} />
        <TextField
          label="MyKad number"
          name="mykadNumber"
          required
          placeholder="900101-14-5678"
          inputMode="numeric"
          error={fields.mykadNumber}
        />
        <FileField label="IC front" name="icFront" required />
        <FileField label="IC back" name="icBack" required />
        <FileField label="Selfie holding your IC" name="selfie" required />
        <fieldset className="rounded-md border border-slate-200 p-3 sm:col-span-2">
          <legend className="px-1 text-sm font-medium">Student card (optional, for student rates)</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            <FileField label="Student card photo" name="studentCard" />
            <TextField label="Institution" name="studentInstitution" error={fields.studentInstitution} />
            <TextField label="Card expiry date" name="studentCardExpiry" type="date" error={fields.studentCardExpiry} />
          </div>
        </fieldset>
        {error && (
          <div className="sm:col-span-2">
            <Alert tone="error">{error}</Alert>
          </div>
        )}
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? "Uploading…" : "Submit for verification"}
        </Button>
      </form>
    </Card>
  );
}
