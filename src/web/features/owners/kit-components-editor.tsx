import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { KitView } from "../../../shared/kit-contracts";
import { kitQueries, useSetKitComponents } from "../../api/kits";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { QueryState } from "../../components/ui/query-state";
import { ApiError, errorMessage } from "../../lib/api";
import { KitComponentsField } from "./kit-components-field";
import { componentsFromRows, rowsFromKit } from "./kit-components-state";
import { Form } from "../../components/ui/form";

/** An existing kit's components, saved on their own (PUT /api/kits/:id/components): the kit's fields are the gear form's. */
export function KitComponentsEditor({ kitId }: { kitId: string }) {
  const kit = useQuery(kitQueries.own(kitId));
  const { t } = useTranslation("gear");
  return (
    <QueryState query={kit} loadingLabel={t("kitScreens.components.loading")}>
      {(view) => <KitComponentsForm kit={view} />}
    </QueryState>
  );
}

/**
 * The rows are checked here with the server's schema first; a refusal only the
 * server can make (another owner's listing, an archived one, more than it has
 * units) is shown beside the rows, and the kit keeps the components it had.
 */
function KitComponentsForm({ kit }: { kit: KitView }) {
  const { t } = useTranslation("gear");
  const save = useSetKitComponents(kit.id);
  const [rows, setRows] = useState(() => rowsFromKit(kit.components));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    setFailed(null);
    const result = componentsFromRows(rows);
    if ("fields" in result) return setErrors(result.fields);
    setErrors({});
    try {
      await save.mutateAsync({ components: result.components });
      setSaved(true);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) setErrors(err.fields);
      else setFailed(errorMessage(err));
    }
  }

  return (
    <Form selfChecked onSubmit={submit} className="flex flex-col gap-3" aria-label={t("kitScreens.components.legend")}>
      <p className="text-sm text-slate-700">{t("kitScreens.components.capacity", { count: kit.capacity })}</p>
      <KitComponentsField
        rows={rows}
        kitId={kit.id}
        errors={errors}
        onChange={(next) => {
          setRows(next);
          setSaved(false);
        }}
      />
      {failed && <Alert tone="error">{failed}</Alert>}
      {saved && <Alert tone="success">{t("kitScreens.components.saved")}</Alert>}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t("form.saving") : t("kitScreens.components.save")}
      </Button>
    </Form>
  );
}
