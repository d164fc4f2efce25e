import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { api, ApiError, errorMessage } from "../../lib/api";
import { SESSION_KEY } from "../../lib/session";

/** Submit a registration form to `endpoint`, then land on `home` signed in. */
export function useRegister(endpoint: string, home: string, extra: () => Record<string, unknown> = () => ({})) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const form = new FormData(e.currentTarget);
    const body = { name: form.get("name"), email: form.get("email"), password: form.get("password"), ...extra() };
    if (form.get("password") !== form.get("confirm")) {
      setFields({ confirm: "The passwords do not match" });
      return;
    }
    setBusy(true);
    setError(null);
    setFields({});
    try {
      await api(endpoint, { body });
      await qc.invalidateQueries({ queryKey: SESSION_KEY });
      navigate(home, { replace: true });
    } catch (err) {
      setError(errorMessage(err));
      if (err instanceof ApiError) setFields(err.fields);
    } finally {
      setBusy(false);
    }
  }
  return { onSubmit, error, fields, busy };
}
