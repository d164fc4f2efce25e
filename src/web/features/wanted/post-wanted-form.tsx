import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DefaultValues } from "react-hook-form";
import { todayInMalaysia } from "../../../shared/dates";
import { PostWantedForm as PostWantedSchema, type PostWantedFormValues } from "../../../shared/wanted-contracts";
import type { WantedPostView } from "../../../shared/wanted-contracts";
import { usePostWanted } from "../../api/wanted";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { CategoryField, StateField } from "../../components/catalogue-fields";
import { TextAreaField, TextField } from "../../components/ui/field";
import { applyServerErrors, bindFields, useZodForm } from "../../lib/forms";
import { Form } from "../../components/ui/form";

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
  const { t } = useTranslation("wanted");
  const headingId = useId();
  const form = useZodForm(PostWantedSchema, { defaultValues: EMPTY });
  const post = usePostWanted();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const today = todayInMalaysia();
  const field = bindFields(form);

  const onSubmit = form.handleSubmit(async (input) => {
    setOutcome(null);
    try {
      const created = await post.mutateAsync(input);
      form.reset();
      setOutcome({
        tone: "success",
        text: t("form.posted"),
      });
      onPosted?.(created);
    } catch (e) {
      setOutcome({ tone: "error", text: applyServerErrors(form, e) });
    }
  });

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {t("form.heading")}
      </h2>
      <Form selfChecked aria-labelledby={headingId} onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label={t("form.title")}
            required
            minLength={3}
            maxLength={100}
            placeholder={t("form.titlePlaceholder")}
            {...field("title")}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label={t("form.description")}
            required
            minLength={10}
            maxLength={2000}
            rows={3}
            {...field("description")}
          />
        </div>
        <CategoryField
          label={t("form.category")}
          required
          placeholder={t("form.chooseCategory")}
          {...field("category")}
        />
        <StateField label={t("form.state")} placeholder={t("form.anywhere")} {...field("state")} />
        <TextField label={t("form.from")} type="date" min={today} hint={t("form.datesHint")} {...field("startDate")} />
        <TextField label={t("form.until")} type="date" min={today} {...field("endDate")} />
        <TextField
          label={t("form.budget")}
          inputMode="decimal"
          placeholder="150"
          hint={t("form.budgetHint")}
          {...field("budgetPerDay")}
        />
        <div className="flex flex-col gap-2 sm:col-span-2">
          {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
          <Button type="submit" disabled={form.formState.isSubmitting} className="self-start">
            {form.formState.isSubmitting ? t("form.posting") : t("form.submit")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
