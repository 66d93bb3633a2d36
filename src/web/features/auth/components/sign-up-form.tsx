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
import { useRequestMagicLink, type MagicLinkBody } from "../api/request-magic-link";
import { FormHeading } from "./form-heading";

/** The sign-up form: the magic-link request with the first name required (SPEC §5 'First name is required'). */
const signUpSchema = magicLinkRequestSchema.required({ firstName: true });
type SignUpValues = z.input<typeof signUpSchema>;

/** `initialEmail`: the address typed on the sign-in form when the person comes here from "Check your email". */
export function SignUpForm({
  onBack,
  onSignIn,
  onSent,
  initialEmail = "",
}: {
  onBack: () => void;
  onSignIn: () => void;
  onSent: (email: string) => void;
  initialEmail?: string;
}) {
  const mutation = useRequestMagicLink();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: initialEmail },
  });
  const busy = mutation.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const lastName = (values.lastName ?? "").trim();
    const body: MagicLinkBody = { email: values.email, firstName: values.firstName.trim(), ...(lastName ? { lastName } : {}) };
    try {
      const result = await mutation.mutateAsync(body);
      if (result.success) onSent(values.email);
      else setError(result.error ?? "Failed to create account");
    } catch (err) {
      setError(err instanceof Error ? err.message : "Failed to create account");
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit}>
        <FormHeading title="Create account" subtitle="Enter your details to get started" onBack={onBack} />
        <div className="grid gap-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="firstName"
              render={({ field }) => (
                <FormItem controlId="signup-first-name" className="gap-2">
                  <FormLabel>First name</FormLabel>
                  <FormControl>
                    <Input required autoFocus autoComplete="given-name" placeholder="Your first name" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="lastName"
              render={({ field }) => (
                <FormItem controlId="signup-last-name" className="gap-2">
                  <FormLabel>
                    Last name <span className="font-normal text-muted-foreground">(optional)</span>
                  </FormLabel>
                  <FormControl>
                    <Input autoComplete="family-name" placeholder="Your last name" {...field} />
                  </FormControl>
                </FormItem>
              )}
            />
          </div>
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem controlId="signup-email" className="gap-2">
                <FormLabel>Email address</FormLabel>
                <FormControl>
                  <Input type="email" required autoComplete="email" inputMode="email" placeholder="Enter your email" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        {error && <ErrorAlert className="mt-5">{error}</ErrorAlert>}
        <Button type="submit" size="lg" className="mt-5 w-full" disabled={busy}>
          {busy ? "Creating account..." : "Create account"}
        </Button>
        <p className="mt-4 text-center text-sm">
          <Button type="button" variant="link" className="h-auto p-0 font-medium" onClick={onSignIn}>
            Already have an account? Sign in
          </Button>
        </p>
      </form>
    </Form>
  );
}
