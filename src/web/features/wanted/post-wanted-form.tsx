import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { categoryLabel, GEAR_CATEGORIES } from "../../../shared/gear";
import { MALAYSIAN_STATES } from "../../../shared/malaysia";
import { parseRM } from "../../../shared/money";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { SelectField, TextAreaField, TextField } from "../../components/ui/field";
import { Card } from "../../components/ui/page";
import { api, ApiError, errorMessage } from "../../lib/api";

/** A signed-in renter says what they are looking for. */
export function PostWantedForm() {
  const qc = useQueryClient();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const budgetText = String(f.get("budget") ?? "").trim();
    const budget = budgetText ? parseRM(budgetText) : null;
    if (budgetText && budget === null) {
      setFields({ budgetPerDay: "Type an amount in RM, like 150 or 150.50" });
      return;
    }
    setBusy(true);
    setFields({});
    setMessage(null);
    try {
      await api("/api/wanted", {
        body: {
          title: f.get("title"),
          description: f.get("description"),
          category: f.get("category"),
          startDate: f.get("startDate") || null,
          endDate: f.get("endDate") || null,
          state: f.get("state") || null,
          budgetPerDay: budget,
        },
      });
      form.reset();
      setMessage({ tone: "success", text: "Your wanted request is on the board. Owners can now answer it." });
      await qc.invalidateQueries({ queryKey: ["wanted"] });
    } catch (err) {
      if (err instanceof ApiError) setFields(err.fields);
      setMessage({ tone: "error", text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Post a wanted request">
      <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label="Title" name="title" required maxLength={100} error={fields.title} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField label="What do you need?" name="description" required maxLength={2000} rows={3} error={fields.description} />
        </div>
        <SelectField label="Category" name="category" required options={GEAR_CATEGORIES.map((c) => c.id)} optionLabel={categoryLabel} error={fields.category} />
        <SelectField label="State" name="state" options={MALAYSIAN_STATES} placeholder="Anywhere" error={fields.state} />
        <TextField label="From" name="startDate" type="date" error={fields.startDate} />
        <TextField label="To" name="endDate" type="date" error={fields.endDate} />
        <TextField label="Budget per day (RM)" name="budget" inputMode="decimal" placeholder="150" error={fields.budgetPerDay} />
        <div className="flex flex-col gap-2 sm:col-span-2">
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
          <Button type="submit" disabled={busy} className="self-start">
            {busy ? "Posting…" : "Post request"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
