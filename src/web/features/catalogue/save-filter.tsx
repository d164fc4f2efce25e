import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Alert } from "../../components/ui/feedback";
import { TextField } from "../../components/ui/field";
import { api, errorMessage } from "../../lib/api";
import { useSession } from "../../lib/session";

/** Keep the current filter under a name (signed in), to run it again from /filters. */
export function SaveFilter({ query }: { query: string }) {
  const { data: session } = useSession();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  if (!session) {
    return (
      <p className="text-sm">
        <Link to={`/auth/login?redirect=${encodeURIComponent(`/learnmore${query ? `?${query}` : ""}`)}`} className="text-sky-800 underline">
          Log in to save this filter
        </Link>
      </p>
    );
  }
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    try {
      await api("/api/filters", { body: { name: new FormData(form).get("name"), query } });
      form.reset();
      setMessage({ tone: "success", text: "Filter saved." });
    } catch (err) {
      setMessage({ tone: "error", text: errorMessage(err) });
    }
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <TextField label="Save this filter as" name="name" required maxLength={60} placeholder="Cinema cameras in KL" />
      <Button type="submit" variant="secondary">
        Save this filter
      </Button>
      {message && (
        <Alert tone={message.tone}>
          {message.text}{" "}
          {message.tone === "success" && (
            <Link to="/filters" className="underline">
              See my saved filters
            </Link>
          )}
        </Alert>
      )}
    </form>
  );
}
