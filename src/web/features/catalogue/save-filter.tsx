import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useSaveFilter } from "../../api/filters";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { ApiError, errorMessage } from "../../lib/api";
import { useSession } from "../../lib/session";
import { TextLink } from "../../components/ui/text-link";
import { Form } from "../../components/ui/form";

/** Keep the current filter under a name (signed in), to run it again from /filters; visitors get a login link back here. */
export function SaveFilter({ query }: { query: string }) {
  const { t } = useTranslation("search");
  const { data: session, isPending } = useSession();
  const location = useLocation();
  if (isPending) return null;
  if (!session) {
    return (
      <p className="text-sm">
        <TextLink to={`/auth/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}>
          {t("save.logIn")}
        </TextLink>
      </p>
    );
  }
  // A new filter gets a fresh form, without the last filter's "saved" message.
  return <SaveFilterForm key={query} query={query} />;
}

/**
 * The name field and Save. A name the user already has comes back as a 409 on
 * the field; "Replace it" then gives that saved filter this filter's criteria.
 */
function SaveFilterForm({ query }: { query: string }) {
  const { t } = useTranslation("search");
  const [name, setName] = useState("");
  const save = useSaveFilter();
  // A blank name is refused here in the server's words ("Give the filter a name"): the browser's
  // required check, said through the label, read "Save this filter as is required".
  const [blank, setBlank] = useState<object | null>(null);
  const serverError = save.error instanceof ApiError ? (save.error.fields.name ?? null) : null;
  const nameError = blank ? t("savedFilters.nameRequired") : serverError;
  const isTaken = save.error instanceof ApiError && save.error.code === "CONFLICT" && !!serverError;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    // A new object each time: each blank submit is a refusal of its own, and takes focus.
    if (!name.trim()) return setBlank({});
    save.mutate({ name, query }, { onSuccess: () => setName("") });
  }

  return (
    <Form
      selfChecked
      refusal={blank ?? save.error}
      onSubmit={onSubmit}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <TextField
        label={t("save.label")}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setBlank(null);
          // The message was about the name as it was; a new name has not been checked.
          if (save.isError) save.reset();
        }}
        required
        maxLength={60}
        hint={t("save.hint")}
        error={nameError}
      />
      {isTaken && (
        <Button
          variant="secondary"
          disabled={save.isPending}
          onClick={() => save.mutate({ name, query, replace: true }, { onSuccess: () => setName("") })}
        >
          {t("save.replace")}
        </Button>
      )}
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {t("save.submit")}
      </Button>
      {save.isSuccess && (
        <Alert tone="success">
          {save.variables.replace
            ? t("save.replaced", { name: save.data.name })
            : t("save.saved", { name: save.data.name })}{" "}
          <Link to="/filters" className="underline">
            {t("save.seeSaved")}
          </Link>
        </Alert>
      )}
      {save.isError && !serverError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
    </Form>
  );
}
