import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { ReviewsSection } from "../../components/reviews-section";
import { BookNowButton } from "../../components/book-now";
import { useShowsStudentRate } from "../../components/gear-card";
import { Button, buttonClass } from "../../components/ui/button";
import { Spinner } from "../../components/ui/feedback";
import type { GearDetail } from "../../../shared/catalogue";
import { categoryLabel } from "../../../shared/gear";
import { formatRM } from "../../../shared/money";
import { dailyRate, priceLines } from "../../../shared/pricing";
import { ApiError, errorMessage } from "../../lib/api";
import { AvailabilityCalendar } from "./availability-calendar";
import { GearFacts } from "./gear-facts";
import { GearPhotos } from "./gear-photos";
import { OwnerCard } from "./owner-card";
import { useGearDetail } from "./use-gear";

/** /gear/:id — photos, facts, price lines, three months of availability, the owner, Book Now. */
export function GearPage() {
  const id = useParams().id ?? "";
  const query = useGearDetail(id);
  const name = query.data?.name;

  useEffect(() => {
    document.title = `${name ?? "Gear"} · SewaGear`;
  }, [name]);

  if (query.isPending) return <Spinner label="Loading gear" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-12">
        <section
          role="alert"
          aria-labelledby="gear-error"
          className="rounded-lg border border-red-300 bg-red-50 p-6 text-red-900"
        >
          <h1 id="gear-error" className="text-xl font-bold">
            {missing ? "Gear not found" : `Failed to load gear: ${errorMessage(query.error)}`}
          </h1>
          <p className="mt-3 text-sm">
            {missing
              ? "This listing does not exist, or its owner has taken it down."
              : "Check your connection and try again."}
          </p>
          <div className="mt-6 flex gap-2">
            <Link to="/" className={buttonClass()}>
              Go to Home
            </Link>
            {!missing && (
              <Button variant="secondary" onClick={() => query.refetch()}>
                Try again
              </Button>
            )}
          </div>
        </section>
      </div>
    );
  }
  return <GearView gear={query.data} />;
}

function GearView({ gear }: { gear: GearDetail }) {
  const showStudent = useShowsStudentRate();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6">
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <GearPhotos name={gear.name} photos={gear.photos} />
        </div>
        <div className="flex flex-col gap-5 lg:col-span-2">
          <div>
            <p className="text-xs uppercase tracking-wide text-slate-500">{categoryLabel(gear.category)}</p>
            <h1 className="text-2xl font-bold text-ink">{gear.name}</h1>
            {(gear.brand || gear.model) && (
              <p className="text-slate-600">{[gear.brand, gear.model].filter(Boolean).join(" ")}</p>
            )}
          </div>
          <section aria-labelledby="gear-prices" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="gear-prices" className="mb-2 text-lg font-semibold">
              Prices
            </h2>
            <ul className="text-sm">
              {priceLines(gear, showStudent).map((l) => (
                <li key={l.label} className="flex justify-between gap-2 py-0.5">
                  <span className="text-slate-600">{l.label}</span>
                  <span className="font-medium">{formatRM(l.sen)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-3 flex justify-between gap-2 border-t border-slate-200 pt-3 text-sm">
              <span className="text-slate-600">Security deposit (refundable)</span>
              <span className="font-medium">{formatRM(gear.deposit)}</span>
            </p>
            <BookNowButton gearId={gear.id} gearName={gear.name} className="mt-4 w-full" />
          </section>
          <OwnerCard gear={gear} />
        </div>
      </div>
      <div className="mt-8 grid gap-8">
        <GearFacts gear={gear} />
        <section aria-labelledby="gear-availability">
          <h2 id="gear-availability" className="mb-3 text-lg font-semibold">
            Availability
          </h2>
          <AvailabilityCalendar gearId={gear.id} gearName={gear.name} dayPrice={dailyRate(gear, 1, showStudent).rate} />
        </section>
        <ReviewsSection subjectType="gear" subjectId={gear.id} />
      </div>
    </div>
  );
}
