// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./api";
import { applyServerErrors, useZodForm } from "./forms";

afterEach(cleanup);

const Schema = z.object({ name: z.string(), reference: z.string(), amount: z.string() });
/** Three fields, and a button that hands `answer` (a failed request) to applyServerErrors. */
function ThreeFields({ answer }: { answer: ApiError }) {
  const form = useZodForm(Schema, { defaultValues: { name: "", reference: "", amount: "" } });
  const [top, setTop] = useState("");
  const { errors } = form.formState;
  return (
    <div>
      {(["name", "reference", "amount"] as const).map((field) => (
        <label key={field}>
          {field}
          <input {...form.register(field)} aria-invalid={!!errors[field]} />
        </label>
      ))}
      <button onClick={() => setTop(applyServerErrors(form, answer))}>refuse</button>
      <p>{top}</p>
    </div>
  );
}

describe("applyServerErrors", () => {
  it("puts each message on its field and focuses the first refused field in the page's order, not the answer's", () => {
    // The server names the amount before the reference; the page has the reference first.
    const err = new ApiError(400, "BAD_INPUT", "Check the fields", { amount: "Not an amount", reference: "Too long" });
    render(<ThreeFields answer={err} />);
    act(() => screen.getByRole("button", { name: "refuse" }).click());

    expect(screen.getByText("Check the fields")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("reference"));
    expect(screen.getByLabelText("amount").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("name").getAttribute("aria-invalid")).toBe("false");
  });

  it("leaves a field the form does not have to the top message, and focus where it was", () => {
    render(<ThreeFields answer={new ApiError(400, "BAD_INPUT", "Something else", { gearId: "Not yours" })} />);
    const button = screen.getByRole("button", { name: "refuse" });
    act(() => {
      button.focus();
      button.click();
    });
    expect(screen.getByText("Something else")).toBeTruthy();
    expect(document.activeElement).toBe(button);
  });
});
