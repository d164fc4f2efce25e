import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { lookupQueries } from "../../api/staff";
import { Button } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/field";
import { Card } from "../../components/ui/page";
import { QueryState } from "../../components/ui/query-state";
import { BookingResults, UserResults } from "./lookup-results";
import { Form } from "../../components/ui/form";

const KINDS = ["bookings", "users"] as const;
type Kind = (typeof KINDS)[number];

/** Support's read-only look-up of bookings (by number, renter, owner, gear) and accounts. */
export function LookupPanel() {
  const { t } = useTranslation("staff");
  const [kind, setKind] = useState<Kind>("bookings");
  const [search, setSearch] = useState<{ kind: Kind; q: string } | null>(null);
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const q = String(new FormData(e.currentTarget).get("q") ?? "").trim();
    setSearch({ kind, q });
  }
  return (
    <Card title={t("lookup.title")}>
      <Form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-40">
          <SelectField
            label={t("lookup.kind")}
            name="kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as Kind)}
            options={KINDS}
            optionLabel={(k) => t(`lookup.kinds.${k as Kind}`)}
          />
        </div>
        <div className="flex-1">
          <TextField
            label={t("lookup.query")}
            name="q"
            type="search"
            required
            minLength={2}
            maxLength={100}
            hint={kind === "bookings" ? t("lookup.queryHint") : t("lookup.queryHintUsers")}
          />
        </div>
        <Button type="submit">{t("lookup.submit")}</Button>
      </Form>
      <p className="mt-2 text-xs text-slate-600">{t("lookup.readOnly")}</p>
      {search && (
        <section aria-live="polite" className="mt-4">
          <h3 className="mb-2 font-semibold">{t("lookup.results", { q: search.q })}</h3>
          <LookupResults search={search} />
        </section>
      )}
    </Card>
  );
}

/** The answer of one look-up; only the asked kind is fetched. */
function LookupResults({ search }: { search: { kind: Kind; q: string } }) {
  const { t } = useTranslation("staff");
  const bookings = useQuery({ ...lookupQueries.bookings(search.q), enabled: search.kind === "bookings" });
  const users = useQuery({ ...lookupQueries.users(search.q), enabled: search.kind === "users" });
  const empty = t("lookup.empty", { q: search.q });
  return search.kind === "bookings" ? (
    <QueryState query={bookings} emptyText={empty}>
      {({ items }) => <BookingResults items={items} />}
    </QueryState>
  ) : (
    <QueryState query={users} emptyText={empty}>
      {({ items }) => <UserResults items={items} />}
    </QueryState>
  );
}
