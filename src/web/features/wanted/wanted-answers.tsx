import { useTranslation } from "react-i18next";
import { formatNumericDate } from "../../../shared/i18n/format";
import type { WantedAnswerView } from "../../../shared/wanted-contracts";
import { GearCardView } from "../../components/gear-card";
import { currentLanguage } from "../../lib/i18n";
import { TextLink } from "../../components/ui/text-link";

/** The answers a reader may see: all of them for the poster, their own for an owner. */
export function WantedAnswers({
  answers,
  title,
  isPoster,
}: {
  answers: WantedAnswerView[];
  title: string;
  isPoster: boolean;
}) {
  const { t } = useTranslation("wanted");
  const count = answers.length;
  const heading = isPoster ? t("answers.fromOwners") : t("answers.yours", { count });
  const label = isPoster ? t("answers.fromOwnersTo", { title }) : t("answers.yoursTo", { count, title });
  return (
    <section aria-label={label} className="mt-4">
      <h3 className="mb-2 text-sm font-semibold">{heading}</h3>
      <ul className="grid gap-4 sm:grid-cols-2">
        {answers.map((a) => (
          <li key={a.id} className="flex flex-col gap-2 rounded-md bg-slate-50 p-3">
            <p className="text-sm">
              <TextLink to={`/owner/${a.owner.username}`} className="font-medium">
                {a.owner.displayName}
              </TextLink>{" "}
              <span className="text-slate-600">
                (@{a.owner.username}) · {formatNumericDate(a.createdAt, currentLanguage())}
              </span>
            </p>
            <p className="whitespace-pre-wrap text-sm">{a.message}</p>
            {a.gear ? <GearCardView gear={a.gear} /> : <p className="text-sm text-slate-600">{t("answers.gone")}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
