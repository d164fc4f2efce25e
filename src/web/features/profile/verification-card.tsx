import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { VerificationSubmission } from "../../../shared/verification-contracts";
import { useSubmitVerification, verificationQueries } from "../../api/verification";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { Card } from "../../components/ui/page";
import { applyServerErrors, fieldError, useZodForm } from "../../lib/forms";
import type { Session } from "../../lib/session";

type TextFieldName = keyof typeof VerificationSubmission.shape;

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
  const mine = useQuery(verificationQueries.mine());
  const submit = useSubmitVerification();
  const form = useZodForm(VerificationSubmission, {
    defaultValues: { fullName: "", mykadNumber: "", studentInstitution: "", studentCardExpiry: "" },
  });
  const [error, setError] = useState<string | null>(null);
  // The text fields are checked with the route's schema; the images travel with them as multipart.
  const onSubmit = form.handleSubmit(
    async (_values, event) => {
      setError(null);
      try {
        await submit.mutateAsync(new FormData(event?.target as HTMLFormElement));
      } catch (err) {
        setError(applyServerErrors(form, err));
      }
    },
    () => setError(null),
  );
  const field = (name: TextFieldName) => ({ ...form.register(name), error: fieldError(form, name) });
  const status = session.profile.verificationStatus;

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
        <TextField label="Full name as on your IC" required {...field("fullName")} />
        <TextField
          label="MyKad number"
          required
          placeholder="900101-14-5678"
          inputMode="numeric"
          {...field("mykadNumber")}
        />
        <FileField label="IC front" name="icFront" required />
        <FileField label="IC back" name="icBack" required />
        <FileField label="Selfie holding your IC" name="selfie" required />
        <fieldset className="rounded-md border border-slate-200 p-3 sm:col-span-2">
          <legend className="px-1 text-sm font-medium">Student card (optional, for student rates)</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            <FileField label="Student card photo" name="studentCard" />
            <TextField label="Institution" {...field("studentInstitution")} />
            <TextField label="Card expiry date" type="date" {...field("studentCardExpiry")} />
          </div>
        </fieldset>
        {error && (
          <div className="sm:col-span-2">
            <Alert tone="error">{error}</Alert>
          </div>
        )}
        <Button type="submit" disabled={submit.isPending} className="self-start">
          {submit.isPending ? "Uploading…" : "Submit for verification"}
        </Button>
      </form>
    </Card>
  );
}
