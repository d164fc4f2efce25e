import { useTranslation } from "react-i18next";
import type { GearDetail } from "../../../shared/catalogue";
import { useCatalogueNames } from "../../lib/catalogue-names";

/** Category, brand and model, condition, pick-up state, the description and the owner's specification table. */
export function GearFacts({ gear }: { gear: GearDetail }) {
  const { t } = useTranslation("gear");
  const names = useCatalogueNames();
  const facts = [
    { label: t("facts.category"), value: names.category(gear.category) },
    { label: t("facts.brand"), value: gear.brand },
    { label: t("facts.model"), value: gear.model },
    { label: t("facts.condition"), value: names.condition(gear.condition) },
    { label: t("facts.pickupState"), value: gear.state && names.state(gear.state) },
  ].filter((f): f is { label: string; value: string } => !!f.value);
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        {facts.map((f) => (
          <div key={f.label}>
            <dt className="text-slate-600">{f.label}</dt>
            <dd className="font-medium">{f.value}</dd>
          </div>
        ))}
      </dl>
      {gear.description && (
        <section aria-labelledby="gear-description">
          <h2 id="gear-description" className="mb-2 text-lg font-semibold">
            {t("facts.description")}
          </h2>
          <p className="whitespace-pre-line text-slate-800">{gear.description}</p>
        </section>
      )}
      {gear.specs.length > 0 && (
        <section aria-labelledby="gear-specs">
          <h2 id="gear-specs" className="mb-2 text-lg font-semibold">
            {t("facts.specifications")}
          </h2>
          <table className="w-full text-left text-sm" aria-labelledby="gear-specs">
            <tbody>
              {gear.specs.map((s, i) => (
                <tr key={`${s.label}-${i}`} className="border-b border-slate-200 last:border-0">
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-600">
                    {s.label}
                  </th>
                  <td className="py-2">{s.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
