import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useParams } from "react-router";
import { gearQueries } from "../../api/gear";
import { ReviewsSection } from "../../components/reviews-section";
import { BookNowButton } from "../../components/book-now";
import { useShowsStudentRate } from "../../components/gear-card";
import { PriceLines } from "../../components/price-lines";
import { ErrorPanel } from "../../components/ui/error-panel";
import { Spinner } from "../../components/ui/feedback";
import type { GearDetail } from "../../../shared/catalogue";
import { categoryLabel } from "../../../shared/gear";
import { formatRM } from "../../../shared/money";
import { dailyRate } from "../../../shared/pricing";
import { ApiError, errorMessage } from "../../lib/api";
import { AvailabilityCalendar } from "./availability-calendar";
import { GearFacts } from "./gear-facts";
import { GearPhotos } from "./gear-photos";
import { OwnerCard } from "./owner-card";

/** /gear/:id — photos, facts, price lines, three months of availability, the owner, Book Now. */
export function GearPage() {
  const id = useParams().id ?? "";
  const query = useQuery(gearQueries.detail(id));
  const name = query.data?.name;

  useEffect(() => {
    document.title = `${name ?? "Gear"} · SewaGear`;
  }, [name]);

  if (query.isPending) return <Spinner label="Loading gear" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <ErrorPanel
        title={missing ? "Gear not found" : `Failed to load gear: ${errorMessage(query.error)}`}
        onRetry={missing ? undefined : () => void query.refetch()}
      >
        <p className="mt-3 text-sm">
          {missing
            ? "This listing does not exist, or its owner has taken it down."
            : "Check your connection and try again."}
        </p>
      </ErrorPanel>
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
            <PriceLines gear={gear} showStudent={showStudent} className="py-0.5" />
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
