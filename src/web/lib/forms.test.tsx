// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./api";
import { applyServerErrors, useZodForm } from "./forms";

afterEach(cleanup);

const Schema = z.object({ name: z.string(), reference: z.string(), amount: z.string() });
let refuse: (err: unknown) => string = () => "";

function ThreeFields() {
  const form = useZodForm(Schema, { defaultValues: { name: "", reference: "", amount: "" } });
  refuse = (err) => applyServerErrors(form, err);
  const { errors } = form.formState;
  return (
    <div>
      {(["name", "reference", "amount"] as const).map((field) => (
        <label key={field}>
          {field}
          <input {...form.register(field)} aria-invalid={!!errors[field]} />
        </label>
      ))}
    </div>
  );
}

describe("applyServerErrors", () => {
  it("puts each message on its field and focuses the first refused field in the page's order, not the answer's", () => {
    render(<ThreeFields />);
    // The server names the amount before the reference; the page has the reference first.
    const err = new ApiError(400, "BAD_INPUT", "Check the fields", { amount: "Not an amount", reference: "Too long" });
    let top = "";
    act(() => {
      top = refuse(err);
    });

    expect(top).toBe("Check the fields");
    expect(document.activeElement).toBe(screen.getByLabelText("reference"));
    expect(screen.getByLabelText("amount").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("name").getAttribute("aria-invalid")).toBe("false");
  });

  it("leaves a field the form does not have to the top message, and focus where it was", () => {
    render(<ThreeFields />);
    act(() => {
      refuse(new ApiError(400, "BAD_INPUT", "Something else", { gearId: "Not yours" }));
    });
    expect(document.activeElement).toBe(document.body);
  });
});
