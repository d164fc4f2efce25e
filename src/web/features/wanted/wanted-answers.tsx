import { Link } from "react-router";
import type { WantedAnswerView } from "../../../shared/wanted-contracts";
import { GearCardView } from "../../components/gear-card";

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
  const heading = isPoster ? "Answers from owners" : answers.length === 1 ? "Your answer" : "Your answers";
  return (
    <section aria-label={`${heading} to ${title}`} className="mt-4">
      <h3 className="mb-2 text-sm font-semibold">{heading}</h3>
      <ul className="grid gap-4 sm:grid-cols-2">
        {answers.map((a) => (
          <li key={a.id} className="flex flex-col gap-2 rounded-md bg-slate-50 p-3">
            <p className="text-sm">
              <Link to={`/owner/${a.owner.username}`} className="font-medium text-sky-800 underline">
                {a.owner.displayName}
              </Link>{" "}
              <span className="text-slate-600">
                (@{a.owner.username}) · {new Date(a.createdAt).toLocaleDateString("en-MY")}
              </span>
            </p>
            <p className="whitespace-pre-wrap text-sm">{a.message}</p>
            {a.gear ? (
              <GearCardView gear={a.gear} />
            ) : (
              <p className="text-sm text-slate-600">This listing is no longer available.</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
