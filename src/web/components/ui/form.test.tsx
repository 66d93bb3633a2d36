import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { afterEach, describe, expect, it } from "vitest";
import { Form, FormInput } from "./form";
import { FormControl, FormDescription, FormItem, FormLabel } from "./form-item";
import { Input } from "./input";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const schema = z.object({ name: z.string().trim().min(1, "Name is required") });

function NameForm() {
  const form = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { name: "" } });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
        <FormInput control={form.control} name="name" controlId="pet-name" label="Name" hint="What you call it." />
        <button type="submit">Save</button>
      </form>
    </Form>
  );
}

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

async function render(node: ReactNode): Promise<HTMLElement> {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(node));
  cleanup = () => {
    act(() => root.unmount());
    host.remove();
  };
  return host;
}

describe("form field primitives", () => {
  it("label the control, describe it by its hint, and add the error after a failed submit", async () => {
    const host = await render(<NameForm />);
    const input = host.querySelector("input")!;
    expect(input.id).toBe("pet-name");
    expect(host.querySelector("label")!.getAttribute("for")).toBe("pet-name");
    expect(input.getAttribute("aria-describedby")).toBe("pet-name-hint");
    expect(input.hasAttribute("aria-invalid")).toBe(false);

    await act(async () => host.querySelector("button")!.click());
    expect(host.querySelector("#pet-name-error")?.textContent).toBe("Name is required");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("pet-name-hint pet-name-error");
  });

  it("work without a form library: a read-only value with its hint", async () => {
    const host = await render(
      <FormItem controlId="email">
        <FormLabel>Email</FormLabel>
        <FormControl>
          <Input readOnly value="a@example.com" />
        </FormControl>
        <FormDescription>Used to sign in.</FormDescription>
      </FormItem>,
    );
    const input = host.querySelector("input")!;
    expect(input.id).toBe("email");
    expect(input.getAttribute("aria-describedby")).toBe("email-hint");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
  });
});
