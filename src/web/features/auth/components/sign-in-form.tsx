import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { magicLinkRequestSchema } from "../../../../shared/schemas/auth";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/alert";
import { Form, FormField } from "../../../components/ui/form";
import { FormControl, FormItem, FormLabel, FormMessage } from "../../../components/ui/form-item";
import { Input } from "../../../components/ui/input";
import { useRequestMagicLink } from "../api/request-magic-link";
import { FormHeading } from "./form-heading";

const signInSchema = magicLinkRequestSchema.pick({ email: true });
type SignInValues = z.input<typeof signInSchema>;

export function SignInForm({
  defaultEmail = "",
  onBack,
  onSent,
}: {
  defaultEmail?: string;
  onBack: () => void;
  onSent: (email: string) => void;
}) {
  const mutation = useRequestMagicLink();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: defaultEmail } });
  const email = form.watch("email");
  const busy = mutation.isPending;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      const result = await mutation.mutateAsync({ email });
      if (result.success) onSent(email);
      else setError(result.error ?? "Failed to sign in");
    } catch (err) {
      setError(err instanceof Error ? err.message : "Failed to sign in");
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit}>
        <FormHeading title="Sign in" subtitle="Enter your email to continue" onBack={onBack} />
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem controlId="signin-email" className="gap-2">
              <FormLabel>Email address</FormLabel>
              <FormControl>
                <Input type="email" required autoFocus autoComplete="email" inputMode="email" placeholder="Enter your email" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {error && <ErrorAlert className="mt-5">{error}</ErrorAlert>}
        <Button type="submit" size="lg" className="mt-5 w-full" disabled={!email?.trim() || busy}>
          {busy ? "Sending link..." : "Continue"}
        </Button>
        <p className="mt-4 text-center text-xs text-muted-foreground">No password needed — we'll e-mail you a secure sign-in link.</p>
      </form>
    </Form>
  );
}
