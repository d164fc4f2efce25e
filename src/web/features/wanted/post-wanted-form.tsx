import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { todayInMalaysia } from "../../../shared/dates";
import { categoryLabel, GEAR_CATEGORIES } from "../../../shared/gear";
import { MALAYSIAN_STATES } from "../../../shared/malaysia";
import { parseRM } from "../../../shared/money";
import type { WantedPostView } from "../../../shared/wanted-contracts";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { SelectField, TextAreaField, TextField } from "../../components/ui/field";
import { api, ApiError, errorMessage } from "../../lib/api";
import { WANTED_KEY } from "./wanted-api";

const BUDGET_HINT = "Type an amount in RM, like 150 or 150.50";

/** A signed-in renter (or an owner renting) says what they are looking for. */
export function PostWantedForm({ onPosted }: { onPosted?: (post: WantedPostView) => void }) {
  const qc = useQueryClient();
  const headingId = useId();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const today = todayInMalaysia();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const budgetText = String(f.get("budget") ?? "").trim();
    const budget = budgetText ? parseRM(budgetText) : null;
    if (budgetText && (budget === null || budget <= 0)) {
      setFields({ budgetPerDay: BUDGET_HINT });
      setMessage(null);
      return;
    }
    setBusy(true);
    setFields({});
    setMessage(null);
    try {
      const post = await api<WantedPostView>("/api/wanted", {
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
      setMessage({
        tone: "success",
        text: "Your wanted request is on the board. Owners can now answer it, and you will get an e-mail when one does.",
      });
      await qc.invalidateQueries({ queryKey: [WANTED_KEY] });
      onPosted?.(post);
    } catch (err) {
      if (err instanceof ApiError) setFields(err.fields);
      setMessage({ tone: "error", text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        Post a wanted request
      </h2>
      <form aria-labelledby={headingId} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label="Title"
            name="title"
            required
            minLength={3}
            maxLength={100}
            placeholder="e.g. Wireless lav kit for a wedding"
            error={fields.title}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label="What do you need?"
            name="description"
            required
            minLength={10}
            maxLength={2000}
            rows={3}
            error={fields.description}
          />
        </div>
        <SelectField
          label="Category"
          name="category"
          required
          options={GEAR_CATEGORIES.map((c) => c.id)}
          optionLabel={categoryLabel}
          placeholder="Choose a category"
          defaultValue=""
          error={fields.category}
        />
        <SelectField
          label="State"
          name="state"
          options={MALAYSIAN_STATES}
          placeholder="Anywhere in Malaysia"
          error={fields.state}
        />
        <TextField
          label="Needed from"
          name="startDate"
          type="date"
          min={today}
          hint="Leave both dates empty if you are flexible."
          error={fields.startDate}
        />
        <TextField label="Needed until" name="endDate" type="date" min={today} error={fields.endDate} />
        <TextField
          label="Budget per day (RM)"
          name="budget"
          inputMode="decimal"
          placeholder="150"
          hint="Optional."
          error={fields.budgetPerDay}
        />
        <div className="flex flex-col gap-2 sm:col-span-2">
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
          <Button type="submit" disabled={busy} className="self-start">
            {busy ? "Posting…" : "Post request"}
          </Button>
        </div>
      </form>
    </section>
  );
}
