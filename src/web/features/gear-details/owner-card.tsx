import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ownerQueries } from "../../api/owners";
import { Card } from "../../components/ui/page";
import type { GearDetail } from "../../../shared/catalogue";
import { useCatalogueNames } from "../../lib/catalogue-names";
import { TextLink } from "../../components/ui/text-link";
import { OwnerLastActive } from "../../components/presence/owner-last-active";

/** Who rents this out: photo, name and a link to their public profile. Names come with the gear; the photo follows. */
export function OwnerCard({ gear }: { gear: GearDetail }) {
  const { t } = useTranslation("gear");
  const names = useCatalogueNames();
  const { data: owner } = useQuery(ownerQueries.summary(gear.ownerId));
  const displayName = owner?.displayName ?? gear.ownerDisplayName;
  const username = owner?.username ?? gear.ownerUsername;
  return (
    <Card title={t("ownerCard.title")}>
      <div className="flex items-center gap-4">
        {owner?.photoUrl ? (
          <img
            src={owner.photoUrl}
            alt={t("ownerCard.photoOf", { name: displayName })}
            className="h-16 w-16 shrink-0 rounded-full object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-slate-200 text-xl font-semibold text-slate-600"
          >
            {displayName.trim().charAt(0).toUpperCase()}
          </div>
        )}
        <div className="min-w-0">
          <p className="font-semibold">{displayName}</p>
          <TextLink to={`/owner/${encodeURIComponent(username)}`} className="text-sm">
            @{username}
          </TextLink>
          {owner && (
            <p className="text-xs text-slate-600">
              {owner.state ? `${names.state(owner.state)} · ` : ""}
              {t("ownerCard.listings", { count: owner.totalEquipment })}
            </p>
          )}
          <OwnerLastActive ownerId={gear.ownerId} className="text-xs text-slate-600" />
        </div>
      </div>
    </Card>
  );
}
