import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { REVIEW_SUBJECTS } from "../../../shared/booking-contracts";
import { REVIEW_VISIBILITIES } from "../../../shared/moderation-contracts";
import { Button } from "../../components/ui/button";
import { formToSearchParams } from "../../lib/search-params";
import { SelectField, TextField } from "../../components/ui/field";
import { Form } from "../../components/ui/form";

const RATINGS = ["1", "2", "3", "4", "5"] as const;

/** The moderation list's filters; submitting puts them in the address (so a filtered list can be shared or reloaded). */
export function ReviewFilters({
  params,
  onApply,
}: {
  params: URLSearchParams;
  onApply: (next: URLSearchParams) => void;
}) {
  const { t } = useTranslation("moderation");
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    onApply(formToSearchParams(e.currentTarget));
  }
  return (
    <Form
      aria-label={t("filters.label")}
      onSubmit={submit}
      className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <SelectField
        label={t("filters.subjectType")}
        name="subjectType"
        defaultValue={params.get("subjectType") ?? ""}
        placeholder={t("filters.anySubject")}
        options={REVIEW_SUBJECTS}
        optionLabel={(s) => t(`filters.subjects.${s as (typeof REVIEW_SUBJECTS)[number]}`)}
      />
      <SelectField
        label={t("filters.rating")}
        name="rating"
        defaultValue={params.get("rating") ?? ""}
        placeholder={t("filters.anyRating")}
        options={RATINGS}
        optionLabel={(r) => t("filters.ratingOption", { count: r })}
      />
      <SelectField
        label={t("filters.visibility")}
        name="visibility"
        defaultValue={params.get("visibility") ?? "all"}
        options={REVIEW_VISIBILITIES}
        optionLabel={(v) => t(`filters.visibilities.${v as (typeof REVIEW_VISIBILITIES)[number]}`)}
      />
      <TextField
        label={t("filters.search")}
        name="q"
        type="search"
        defaultValue={params.get("q") ?? ""}
        maxLength={100}
      />
      <Button type="submit">{t("filters.apply")}</Button>
    </Form>
  );
}
