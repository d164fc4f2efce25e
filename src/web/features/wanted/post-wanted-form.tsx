import { useId, useState } from "react";
import type { DefaultValues } from "react-hook-form";
import { todayInMalaysia } from "../../../shared/dates";
import { categoryLabel, GEAR_CATEGORY_IDS } from "../../../shared/gear";
import { MALAYSIAN_STATES } from "../../../shared/malaysia";
import { PostWantedForm as PostWantedSchema, type PostWantedFormValues } from "../../../shared/wanted-contracts";
import type { WantedPostView } from "../../../shared/wanted-contracts";
import { usePostWanted } from "../../api/wanted";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { SelectField, TextAreaField, TextField } from "../../components/ui/field";
import { applyServerErrors, fieldError, useZodForm } from "../../lib/forms";

const EMPTY: DefaultValues<PostWantedFormValues> = {
  title: "",
  description: "",
  // The "Choose a category" placeholder: the schema refuses it with its message.
  category: "" as PostWantedFormValues["category"],
  state: "",
  startDate: "",
  endDate: "",
  budgetPerDay: "",
};

type Outcome = { tone: "success" | "error"; text: string } | null;

/** A signed-in renter (or an owner renting) says what they are looking for. */
export function PostWantedForm({ onPosted }: { onPosted?: (post: WantedPostView) => void }) {
  const headingId = useId();
  const form = useZodForm(PostWantedSchema, { defaultValues: EMPTY });
  const post = usePostWanted();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const today = todayInMalaysia();
  const err = (name: keyof PostWantedFormValues) => fieldError(form, name);

  const onSubmit = form.handleSubmit(async (input) => {
    setOutcome(null);
    try {
      const created = await post.mutateAsync(input);
      form.reset();
      setOutcome({
        tone: "success",
        text: "Your wanted request is on the board. Owners can now answer it, and you will get an e-mail when one does.",
      });
      onPosted?.(created);
    } catch (e) {
      setOutcome({ tone: "error", text: applyServerErrors(form, e) });
    }
  });

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        Post a wanted request
      </h2>
      <form aria-labelledby={headingId} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label="Title"
            required
            minLength={3}
            maxLength={100}
            placeholder="e.g. Wireless lav kit for a wedding"
            error={err("title")}
            {...form.register("title")}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label="What do you need?"
            required
            minLength={10}
            maxLength={2000}
            rows={3}
            error={err("description")}
            {...form.register("description")}
          />
        </div>
        <SelectField
          label="Category"
          required
          options={GEAR_CATEGORY_IDS}
          optionLabel={categoryLabel}
          placeholder="Choose a category"
          error={err("category")}
          {...form.register("category")}
        />
        <SelectField
          label="State"
          options={MALAYSIAN_STATES}
          placeholder="Anywhere in Malaysia"
          error={err("state")}
          {...form.register("state")}
        />
        <TextField
          label="Needed from"
          type="date"
          min={today}
          hint="Leave both dates empty if you are flexible."
          error={err("startDate")}
          {...form.register("startDate")}
        />
        <TextField label="Needed until" type="date" min={today} error={err("endDate")} {...form.register("endDate")} />
        <TextField
          label="Budget per day (RM)"
          inputMode="decimal"
          placeholder="150"
          hint="Optional."
          error={err("budgetPerDay")}
          {...form.register("budgetPerDay")}
        />
        <div className="flex flex-col gap-2 sm:col-span-2">
          {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
          <Button type="submit" disabled={form.formState.isSubmitting} className="self-start">
            {form.formState.isSubmitting ? "Posting…" : "Post request"}
          </Button>
        </div>
      </form>
    </section>
  );
}
