import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ReviewsSection } from "../../components/reviews-section";
import { BookNowButton } from "../../components/book-now";
import { GearCardView } from "../../components/gear-card";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/page";
import type { OwnerProfileResponse, PublicOwnerProfile } from "../../../shared/owner-contracts";
import { useCatalogueNames } from "../../lib/catalogue-names";
import { currentLanguage } from "../../lib/i18n";
import { formatAddress, memberSince } from "./profile-facts";
import { OwnerLastActive } from "../../components/presence/owner-last-active";

/** The loaded public profile: header, About, Stats, Available Equipment. */
export function OwnerProfileView({ data }: { data: OwnerProfileResponse }) {
  const { t } = useTranslation("owners");
  const names = useCatalogueNames();
  const { profile, stats, gear } = data;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6">
      <BackButton />
      <OwnerHeader profile={profile} />
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        <Card title={t("profile.about")} className="md:col-span-2">
          <dl className="grid gap-3 text-sm">
            <Fact label={t("profile.bio")}>
              {profile.bio?.trim() ? <span className="whitespace-pre-line">{profile.bio}</span> : t("profile.noBio")}
            </Fact>
            {profile.experience && <Fact label={t("profile.experience")}>{profile.experience}</Fact>}
            {profile.specialties && <Fact label={t("profile.specialties")}>{profile.specialties}</Fact>}
            {profile.businessName && <Fact label={t("profile.businessName")}>{profile.businessName}</Fact>}
            <Fact label={t("profile.businessAddress")}>
              {formatAddress(profile.businessAddress, names.state) ?? t("profile.noAddress")}
            </Fact>
          </dl>
        </Card>
        <Card title={t("profile.stats")}>
          <dl className="grid gap-3 text-sm">
            <Fact label={t("profile.totalEquipment")}>{stats.totalEquipment}</Fact>
            <Fact label={t("profile.memberSince")}>
              {memberSince(profile.createdAt, currentLanguage()) ?? t("profile.unknown")}
            </Fact>
          </dl>
        </Card>
      </div>
      <section aria-labelledby="owner-equipment" className="mt-8">
        <h2 id="owner-equipment" className="mb-4 text-xl font-semibold">
          {t("profile.equipment")}
        </h2>
        {gear.length === 0 ? (
          <p className="text-slate-600">{t("profile.noEquipment")}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {gear.map((g) => (
              <li key={g.id} className="flex">
                <div className="w-full">
                  <GearCardView
                    gear={g}
                    action={<BookNowButton gearId={g.id} gearName={g.name} className="w-full" />}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="mt-8">
        <ReviewsSection subjectType="owner" subjectId={profile.id} />
      </div>
    </div>
  );
}

/** History back within the app; straight to Home when the profile was opened directly. */
function BackButton() {
  const { t } = useTranslation("owners");
  const navigate = useNavigate();
  // Read on click, not in render: the server renders this too, and has no history.
  const hasHistory = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <Button variant="ghost" className="-ml-3" onClick={() => (hasHistory() ? navigate(-1) : navigate("/"))}>
      <span aria-hidden="true">←</span> {t("profile.back")}
    </Button>
  );
}

function OwnerHeader({ profile }: { profile: PublicOwnerProfile }) {
  const { t } = useTranslation("owners");
  const names = useCatalogueNames();
  // Brand names: the same in every language.
  const social = [
    { label: "Instagram", url: profile.instagramUrl },
    { label: "TikTok", url: profile.tiktokUrl },
    { label: "WhatsApp", url: profile.whatsappUrl },
  ].filter((s): s is { label: string; url: string } => !!s.url);
  return (
    <header className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-center">
      {profile.photoUrl ? (
        <img
          src={profile.photoUrl}
          alt={t("profile.photoOf", { name: profile.displayName })}
          width={128}
          height={128}
          className="h-32 w-32 shrink-0 rounded-full object-cover"
        />
      ) : (
        <div
          role="img"
          aria-label={t("profile.noPhoto")}
          className="flex h-32 w-32 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-700"
        >
          <svg viewBox="0 0 24 24" className="h-16 w-16" fill="currentColor" aria-hidden="true">
            <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-9 2.2-9 5v3h18v-3c0-2.8-4.6-5-9-5Z" />
          </svg>
        </div>
      )}
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink">{profile.displayName}</h1>
        <p className="text-slate-600">@{profile.username}</p>
        <OwnerLastActive ownerId={profile.id} />
        {profile.state && (
          <p className="text-sm">
            {names.state(profile.state)} <span className="text-slate-600">{t("profile.primary")}</span>
          </p>
        )}
        {profile.coveredStates.length > 0 && (
          <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span id="owner-covers" className="text-slate-600">
              {t("profile.alsoCovers")}
            </span>
            <ul aria-labelledby="owner-covers" className="flex flex-wrap gap-1">
              {profile.coveredStates.map((s) => (
                <li key={s} className="rounded-full bg-slate-100 px-2 py-0.5">
                  {names.state(s)}
                </li>
              ))}
            </ul>
          </div>
        )}
        {social.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-3 text-sm">
            {social.map((s) => (
              <li key={s.label}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-sky-800 underline"
                >
                  {s.label}
                  <span className="sr-only"> {t("profile.newTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </header>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
