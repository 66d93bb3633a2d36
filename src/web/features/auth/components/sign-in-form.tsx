import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { magicLinkRequestSchema } from "../../../../shared/schemas/auth";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/alert";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useRequestMagicLink } from "../api/request-magic-link";
import { FormHeading } from "./form-heading";

const signInSchema = magicLinkRequestSchema.pick({ email: true });
type SignInValues = { email: string };

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
  const fieldError = form.formState.errors.email?.message;

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
    <form onSubmit={onSubmit}>
      <FormHeading title="Sign in" subtitle="Enter your email to continue" onBack={onBack} />
      <div className="grid gap-2">
        <Label htmlFor="signin-email">Email address</Label>
        <Input
          id="signin-email"
          type="email"
          required
          autoFocus
          autoComplete="email"
          inputMode="email"
          placeholder="Enter your email"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? "signin-email-error" : undefined}
          {...form.register("email")}
        />
        {fieldError && (
          <p id="signin-email-error" className="text-sm text-destructive">
            {fieldError}
          </p>
        )}
      </div>
      {error && <ErrorAlert className="mt-5">{error}</ErrorAlert>}
      <Button type="submit" size="lg" className="mt-5 w-full" disabled={!email?.trim() || busy}>
        {busy ? "Sending link..." : "Continue"}
      </Button>
      <p className="mt-4 text-center text-xs text-muted-foreground">No password needed — we'll e-mail you a secure sign-in link.</p>
    </form>
  );
}
