// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createInstance } from "i18next";
import { type ReactNode, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { I18N_OPTIONS } from "../../../shared/i18n/options";
import { resources } from "../../../shared/i18n/resources";
import { TextAreaField, TextField } from "./field";
import { Form } from "./form";

/** The page's language: Bahasa Melayu, so a message in the browser's (English) words would show. */
const i18n = createInstance();
void i18n.init({ ...I18N_OPTIONS, resources, lng: "ms" });
const inMalay = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

afterEach(cleanup);

/** Its message, read as a screen reader reads the field: through aria-describedby. */
const description = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");

function Submit() {
  return <button type="submit">Hantar</button>;
}

describe("Form, on the browser's own checks", () => {
  it("is noValidate, so the browser shows no bubble of its own", () => {
    const { container } = inMalay(<Form aria-label="f" />);
    expect(container.querySelector("form")!.noValidate).toBe(true);
  });

  it("refuses an empty required field in the page's words, sends nothing, and focuses the first invalid field in page order", () => {
    const sent: string[] = [];
    inMalay(
      <Form onSubmit={() => sent.push("sent")}>
        <TextField label="Nama" name="name" defaultValue="Siti" required />
        <TextField label="E-mel" name="email" type="email" required />
        <TextAreaField label="Catatan" name="note" required />
        <Submit />
      </Form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Hantar" }));

    expect(sent).toEqual([]);
    const email = screen.getByLabelText("E-mel");
    const note = screen.getByLabelText("Catatan");
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(description(email)).toBe("E-mel diperlukan");
    expect(description(note)).toBe("Catatan diperlukan");
    expect(screen.getByLabelText("Nama").getAttribute("aria-invalid")).toBe("false");
  });

  it("says each message once: the focused field's is read with it, the others are alerts", () => {
    inMalay(
      <Form>
        <TextField label="E-mel" name="email" required />
        <TextField label="Kata laluan" name="password" required />
        <Submit />
      </Form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Hantar" }));

    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual(["Kata laluan diperlukan"]);
    expect(screen.getByText("E-mel diperlukan").getAttribute("role")).toBeNull();
  });

  it("focuses again on the next refusal, now on the field still wrong", () => {
    inMalay(
      <Form>
        <TextField label="E-mel" name="email" type="email" required />
        <TextField label="Kata laluan" name="password" required />
        <Submit />
      </Form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Hantar" }));
    const email = screen.getByLabelText("E-mel");
    fireEvent.input(email, { target: { value: "renter@sewagear.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Hantar" }));

    const password = screen.getByLabelText("Kata laluan");
    expect(document.activeElement).toBe(password);
    expect(email.getAttribute("aria-invalid")).toBe("false");
    expect(screen.getByText("Kata laluan diperlukan").getAttribute("role")).toBeNull();
  });

  it("calls the handler once every check passes", () => {
    const sent: string[] = [];
    inMalay(
      <Form onSubmit={(e) => (e.preventDefault(), sent.push(String(new FormData(e.currentTarget).get("note"))))}>
        <TextAreaField label="Catatan" name="note" defaultValue="Cermin depan ada di dalam beg." required />
        <Submit />
      </Form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Hantar" }));
    expect(sent).toEqual(["Cermin depan ada di dalam beg."]);
  });

  it("leaves a selfChecked form's fields to its handler", () => {
    const sent: string[] = [];
    inMalay(
      <Form selfChecked onSubmit={(e) => (e.preventDefault(), sent.push("sent"))}>
        <TextField label="Nama" name="name" required />
        <Submit />
      </Form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Hantar" }));
    expect(sent).toEqual(["sent"]);
    expect(screen.queryByText("Nama diperlukan")).toBeNull();
  });
});

/** A hand-made form whose answer comes later, as a failed request's field messages do. */
function RefusedLater({ initial = null }: { initial?: Record<string, string> | null }) {
  const [refusal, setRefusal] = useState<Record<string, string> | null>(initial);
  const [, rerender] = useState(0);
  return (
    <>
      <Form refusal={refusal} onSubmit={(e) => e.preventDefault()}>
        <TextField label="Nama" name="name" defaultValue="Siti" error={refusal?.name} />
        <TextField label="Rujukan" name="reference" defaultValue="x" error={refusal?.reference} />
        <TextField label="Jumlah" name="amount" defaultValue="1" error={refusal?.amount} />
        <Submit />
      </Form>
      {/* The server names the amount first; the page has the reference first. */}
      <button onClick={() => setRefusal({ amount: "Jumlah tidak sah", reference: "Rujukan terlalu panjang" })}>
        refuse
      </button>
      <button onClick={() => rerender((n) => n + 1)}>rerender</button>
    </>
  );
}

describe("Form, on a later refusal (server field messages, the form's own check)", () => {
  it("focuses the first field marked invalid in page order, not in the answer's, with its message read once", () => {
    inMalay(<RefusedLater />);
    act(() => screen.getByRole("button", { name: "refuse" }).click());

    const reference = screen.getByLabelText("Rujukan");
    expect(document.activeElement).toBe(reference);
    expect(description(reference)).toBe("Rujukan terlalu panjang");
    expect(screen.getByText("Rujukan terlalu panjang").getAttribute("role")).toBeNull();
    expect(screen.getByText("Jumlah tidak sah").getAttribute("role")).toBe("alert");
  });

  it("moves focus once per refusal: a re-render showing the same one leaves focus where the user put it", () => {
    inMalay(<RefusedLater />);
    act(() => screen.getByRole("button", { name: "refuse" }).click());
    const name = screen.getByLabelText("Nama");
    act(() => name.focus());
    act(() => screen.getByRole("button", { name: "rerender" }).click());
    expect(document.activeElement).toBe(name);
  });

  it("does not take focus for a refusal the form was opened with", () => {
    inMalay(<RefusedLater initial={{ amount: "Jumlah tidak sah" }} />);
    expect(document.activeElement).toBe(document.body);
  });
});

describe("Form, on a control without a message of its own", () => {
  it("still refuses, and puts focus on it", () => {
    const sent: string[] = [];
    inMalay(
      <Form onSubmit={() => sent.push("sent")}>
        <TextField label="Nama" name="name" defaultValue="Siti" required />
        <label>
          Setuju
          {/* eslint-disable-next-line no-restricted-syntax -- the case under test: a control that answers no invalid event */}
          <input type="checkbox" name="agree" required />
        </label>
        <Submit />
      </Form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Hantar" }));
    expect(sent).toEqual([]);
    expect(document.activeElement).toBe(screen.getByLabelText("Setuju"));
  });
});
