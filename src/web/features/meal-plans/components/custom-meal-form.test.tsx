import { act } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testQueryClient } from "../../../../../test/web/test-hook";
import { userSettingsKeys } from "../../../lib/query-keys";
import { CustomMealForm, type CustomMeal } from "./custom-meal-form";

/** Issue 22 item 5: a custom meal is checked against the user's allergies while it is typed. */
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

async function render(allergies: string[], onSubmit: (m: CustomMeal) => void = vi.fn()): Promise<HTMLElement> {
  const client = testQueryClient();
  client.setQueryData(userSettingsKeys.all, { householdSize: 2, allergies, dietaryPrefs: [], dietaryConstraints: "" });
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <CustomMealForm variant="enhanced" busy={false} onSubmit={onSubmit} />
      </QueryClientProvider>,
    ),
  );
  cleanup = () => {
    act(() => root.unmount());
    host.remove();
  };
  return host;
}

/** Types into a textarea the way React sees it (native value setter, then an input event). */
async function type(el: HTMLTextAreaElement, text: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
  await act(async () => {
    setter.call(el, text);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("custom meal form diet warnings", () => {
  it("warns about peanut butter with a Peanuts allergy as soon as it is typed, and still lets the meal be added", async () => {
    const onSubmit = vi.fn();
    const host = await render(["Peanuts"], onSubmit);
    const ingredients = host.querySelector("textarea")!;
    await type(ingredients, "apple");
    expect(host.textContent).not.toContain("ALLERGY WARNING");
    await type(ingredients, "apple, peanut butter");
    expect(host.textContent).toContain("ALLERGY WARNING: Contains Peanuts");
    await act(async () => host.querySelector("form")!.requestSubmit());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ notes: "Ingredients: apple, peanut butter" }));
  });

  it("shows nothing to a user without the allergy", async () => {
    const host = await render([]);
    await type(host.querySelector("textarea")!, "apple, peanut butter");
    expect(host.textContent).not.toContain("ALLERGY WARNING");
  });
});
