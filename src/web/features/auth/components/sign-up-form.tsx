import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { magicLinkRequestSchema } from "../../../../shared/schemas/auth";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/alert";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useRequestMagicLink, type MagicLinkBody } from "../api/request-magic-link";
import { FormHeading } from "./form-heading";

const signUpSchema = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(80),
  lastName: z.string().trim().max(80),
  email: magicLinkRequestSchema.shape.email,
});
type SignUpValues = z.input<typeof signUpSchema>;

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

export function SignUpForm({ onBack, onSignIn, onSent }: { onBack: () => void; onSignIn: () => void; onSent: (email: string) => void }) {
  const mutation = useRequestMagicLink();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: "" },
  });
  const errors = form.formState.errors;
  const busy = mutation.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const lastName = values.lastName.trim();
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
    <form onSubmit={onSubmit}>
      <FormHeading title="Create account" subtitle="Enter your details to get started" onBack={onBack} />
      <div className="grid gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="signup-first-name">First name</Label>
            <Input
              id="signup-first-name"
              required
              autoFocus
              autoComplete="given-name"
              placeholder="Your first name"
              aria-invalid={errors.firstName ? true : undefined}
              aria-describedby={errors.firstName ? "signup-first-name-error" : undefined}
              {...form.register("firstName")}
            />
            <FieldError id="signup-first-name-error" message={errors.firstName?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="signup-last-name">
              Last name <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Input id="signup-last-name" autoComplete="family-name" placeholder="Your last name" {...form.register("lastName")} />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="signup-email">Email address</Label>
          <Input
            id="signup-email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder="Enter your email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "signup-email-error" : undefined}
            {...form.register("email")}
          />
          <FieldError id="signup-email-error" message={errors.email?.message} />
        </div>
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
  );
}
