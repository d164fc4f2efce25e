import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RichText } from "./ui/rich-text";
import type { GearCard } from "../../shared/catalogue";
import { useCatalogueNames } from "../lib/catalogue-names";
import { useSession } from "../lib/session";
import { KitBadge } from "./kit-badge";
import { PriceTable } from "./price-table";

/** Student prices are shown only to a verified renter with an approved student card (seed section 2). */
export function useShowsStudentRate(): boolean {
  const { data: session } = useSession();
  return (
    !!session && session.profile.verificationStatus === "verified" && session.profile.studentCardStatus === "approved"
  );
}

/**
 * One listing in a grid: photo, name, price table, and an optional action (Book Now).
 * `priority`: the card's photo is the page's largest paint (the home page's first
 * featured card), so it is fetched at once and first; every other card's waits
 * until it nears the screen. The 4:3 box holds its place either way.
 */
export function GearCardView({
  gear,
  action,
  priority = false,
}: {
  gear: GearCard;
  action?: ReactNode;
  priority?: boolean;
}) {
  const showStudent = useShowsStudentRate();
  const { t } = useTranslation("gear");
  const names = useCatalogueNames();
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      {/* The photo repeats the name's link for pointer users; keyboard and screen-reader users get the named link once. */}
      <Link to={`/gear/${gear.id}`} className="block aspect-[4/3] bg-slate-100" tabIndex={-1} aria-hidden="true">
        {gear.coverThumbUrl ? (
          <img
            src={gear.coverThumbUrl}
            alt=""
            width={480}
            height={360}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-slate-500">{t("card.noPhoto")}</div>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs uppercase tracking-wide text-slate-500">
          {names.category(gear.category)}
          {gear.state ? ` · ${names.state(gear.state)}` : ""}
        </p>
        <h3 className="font-semibold">
          <Link to={`/gear/${gear.id}`} className="hover:underline">
            {gear.name}
          </Link>
          {gear.kind === "kit" && (
            <>
              {" "}
              <KitBadge />
            </>
          )}
        </h3>
        <PriceTable gear={gear} showStudent={showStudent} />
        <FreeUnitsLine gear={gear} />
        <p className="text-xs text-slate-600">
          <RichText
            t={t}
            i18nKey="card.byOwner"
            values={{ username: gear.ownerUsername }}
            components={{ a: <Link to={`/owner/${gear.ownerUsername}`} className="underline" /> }}
          />
        </p>
        {action && <div className="mt-auto pt-2">{action}</div>}
      </div>
    </article>
  );
}

/**
 * A search with dates says how many of a shop's units are free for them (issue 32); a kit's
 * card, how many kits its components allow (its own unit count is 1, ADR 039). Nothing for
 * one unit or one kit: the card is listed only when it is free.
 */
export function FreeUnitsLine({ gear }: { gear: GearCard }) {
  const { t } = useTranslation("gear");
  const isKit = gear.kind === "kit";
  const count = isKit ? gear.kitCapacity : gear.unitCount;
  if (gear.freeUnits === undefined || count === undefined || count <= 1) return null;
  return (
    <p className="text-sm font-medium text-emerald-800">
      {t(isKit ? "card.freeKits" : "card.freeUnits", { free: gear.freeUnits, count })}
    </p>
  );
}
