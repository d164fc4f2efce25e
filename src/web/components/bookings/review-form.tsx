import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ReviewSubject } from "../../../shared/booking-contracts";
import { usePostReview } from "../../api/bookings";
import { errorMessage } from "../../lib/api";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";
import { TextAreaField } from "../ui/field";
import { Form } from "../ui/form";

/** 1–5 stars and a text about one subject, once (the server refuses a second one). */
export function ReviewForm({
  bookingId,
  subject,
  onPublished,
}: {
  bookingId: string;
  subject: ReviewSubject;
  /** Told once the review is published; the caller shows the thanks (the server stops offering this form). */
  onPublished: () => void;
}) {
  const { t } = useTranslation("bookings");
  const post = usePostReview(bookingId);
  // No stars are chosen for the reviewer: a text-only review once went out as 5 stars (issue 30 item 4).
  const [noRating, setNoRating] = useState(false);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const rating = Number(f.get("rating"));
    setNoRating(!rating);
    if (rating) post.mutate({ subject, rating, text: String(f.get("text") ?? "") }, { onSuccess: onPublished });
  }
  const ratingError = `review-${subject}-${bookingId}-rating`;
  return (
    <Form selfChecked onSubmit={onSubmit} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <fieldset aria-describedby={noRating ? ratingError : undefined}>
        <legend className="text-sm font-medium">{t(`review.rate.${subject}`)}</legend>
        {/* Wraps: the five Malay labels ("5 bintang") are wider than a phone. */}
        <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex items-center gap-1 text-sm">
              <input type="radio" name="rating" value={n} onChange={() => setNoRating(false)} />
              {t("review.stars", { count: n })}
            </label>
          ))}
        </div>
        {noRating && (
          <p id={ratingError} role="alert" className="mt-1 text-sm text-red-700">
            {t("form.rating")}
          </p>
        )}
      </fieldset>
      <TextAreaField label={t(`review.yours.${subject}`)} name="text" maxLength={2000} rows={3} />
      {post.isError && <Alert tone="error">{errorMessage(post.error)}</Alert>}
      <Button type="submit" disabled={post.isPending} className="self-start">
        {t("review.publish")}
      </Button>
    </Form>
  );
}
