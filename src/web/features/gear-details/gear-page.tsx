import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { gearQueries } from "../../api/gear";
import { ReviewsSection } from "../../components/reviews-section";
import { BookNowButton } from "../../components/book-now";
import { useShowsStudentRate } from "../../components/gear-card";
import { PriceTable } from "../../components/price-table";
import { ErrorPanel } from "../../components/ui/error-panel";
import { Spinner } from "../../components/ui/feedback";
import type { GearDetail } from "../../../shared/catalogue";
import { formatRM } from "../../../shared/money";
import { ApiError, errorMessage } from "../../lib/api";
import { useCatalogueNames } from "../../lib/catalogue-names";
import { useDocumentTitle } from "../../lib/use-document-title";
import { AvailabilityCalendar } from "./availability-calendar";
import { GearFacts } from "./gear-facts";
import { GearPhotos } from "./gear-photos";
import { KitContents } from "./kit-contents";
import { KitBadge } from "../../components/kit-badge";
import { OwnerCard } from "./owner-card";

/** /gear/:id — photos, facts (a kit's contents), the price table, three months of availability, the owner, Book Now. */
export function GearPage() {
  const id = useParams().id ?? "";
  const query = useQuery(gearQueries.detail(id));
  const name = query.data?.name;
  const { t } = useTranslation(["gear", "meta"]);
  useDocumentTitle(t("meta:documentTitle", { title: name ?? t("page.titleFallback") }));

  if (query.isPending) return <Spinner label={t("page.loading")} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <ErrorPanel
        title={missing ? t("page.notFound") : t("page.loadFailed", { error: errorMessage(query.error) })}
        onRetry={missing ? undefined : () => void query.refetch()}
      >
        <p className="mt-3 text-sm">{missing ? t("page.notFoundBody") : t("page.checkConnection")}</p>
      </ErrorPanel>
    );
  }
  return <GearView gear={query.data} />;
}

function GearView({ gear }: { gear: GearDetail }) {
  const showStudent = useShowsStudentRate();
  const { t } = useTranslation("gear");
  const names = useCatalogueNames();
  const isKit = gear.kind === "kit";
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6">
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <GearPhotos name={gear.name} photos={gear.photos} />
        </div>
        <div className="flex flex-col gap-5 lg:col-span-2">
          <div>
            <p className="flex items-center gap-2 text-xs uppercase tracking-wide text-slate-500">
              {names.category(gear.category)} {isKit && <KitBadge />}
            </p>
            <h1 className="text-2xl font-bold text-ink">{gear.name}</h1>
            {(gear.brand || gear.model) && (
              <p className="text-slate-600">{[gear.brand, gear.model].filter(Boolean).join(" ")}</p>
            )}
          </div>
          <section aria-labelledby="gear-prices" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="gear-prices" className="mb-2 text-lg font-semibold">
              {t("page.prices")}
            </h2>
            <PriceTable gear={gear} showStudent={showStudent} className="py-0.5" />
            <p className="mt-3 flex justify-between gap-2 border-t border-slate-200 pt-3 text-sm">
              <span className="text-slate-600">{t("page.depositRefundable")}</span>
              <span className="font-medium whitespace-nowrap">{formatRM(gear.deposit)}</span>
            </p>
            <BookNowButton gearId={gear.id} gearName={gear.name} className="mt-4 w-full" />
          </section>
          <OwnerCard gear={gear} />
        </div>
      </div>
      <div className="mt-8 grid gap-8">
        {isKit && <KitContents kitId={gear.id} />}
        <GearFacts gear={gear} />
        <section aria-labelledby="gear-availability">
          <h2 id="gear-availability" className="mb-3 text-lg font-semibold">
            {t("page.availability")}
          </h2>
          {/* Its days are fetched after hydration (ADR 023): the server's HTML shows its spinner. */}
          <AvailabilityCalendar gear={gear} showStudent={showStudent} />
        </section>
        <ReviewsSection subjectType="gear" subjectId={gear.id} />
      </div>
    </div>
  );
}
