import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Alert } from "../../components/ui/feedback";
import { FeaturedGear } from "./featured-gear";
import { GearByState } from "./gear-by-state";
import { TextLink } from "../../components/ui/text-link";
import { Form } from "../../components/ui/form";

const STEPS = ["find", "book", "shoot"] as const;

/** / : hero with the search box and how it works. */
export function HomePage() {
  const { t } = useTranslation("search");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <>
      <section className="bg-ink px-4 py-16 text-white">
        <div className="mx-auto max-w-3xl text-center">
          {params.get("deleted") && <Alert tone="success">{t("home.accountDeleted")}</Alert>}
          <h1 className="mt-4 text-4xl font-bold">{t("home.heroTitle")}</h1>
          <p className="mt-3 text-lg text-slate-300">{t("home.heroText")}</p>
          {/* action/method: before the app has started (ADR 023) the browser submits it as a plain search. */}
          <Form
            role="search"
            action="/learnmore"
            method="get"
            className="mt-8 flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const q = String(new FormData(e.currentTarget).get("q") ?? "").trim();
              navigate(q ? `/learnmore?q=${encodeURIComponent(q)}` : "/learnmore");
            }}
          >
            <label htmlFor="home-search" className="sr-only">
              {t("home.searchLabel")}
            </label>
            <input
              id="home-search"
              name="q"
              type="search"
              placeholder={t("home.searchPlaceholder")}
              // min-w-0: a text field's own width (its size of 20) otherwise pushed the row 6 px past a 375 px screen.
              className="min-w-0 flex-1 rounded-md bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500"
            />
            <button
              type="submit"
              className="shrink-0 rounded-md bg-brand-500 px-5 py-3 font-semibold text-ink hover:bg-brand-600"
            >
              {t("home.searchButton")}
            </button>
          </Form>
        </div>
      </section>
      <FeaturedGear />
      <GearByState />
      <section aria-labelledby="how" className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="how" className="mb-6 text-2xl font-bold">
          {t("home.howTitle")}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step} className="rounded-lg border border-slate-200 bg-white p-5">
              <p className="text-sm font-semibold text-brand-700">{t("home.step", { n: i + 1 })}</p>
              <h3 className="text-lg font-semibold">{t(`home.steps.${step}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(`home.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-center">
          <TextLink to="/owners/register">{t("home.listYourGear")}</TextLink>
        </p>
      </section>
    </>
  );
}
