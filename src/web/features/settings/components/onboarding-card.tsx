import { Link } from "wouter";
import { ArrowRight, PartyPopper } from "lucide-react";
import { Button } from "../../../components/ui/button";

/** Shown on /settings?onboarding=true, right after a new account's first sign-in. */
export function OnboardingCard({ firstName }: { firstName: string }) {
  return (
    <section
      aria-labelledby="onboarding-heading"
      className="mb-6 overflow-hidden rounded-[var(--radius-card)] bg-gradient-to-br from-primary to-primary-hover p-6 text-primary-foreground shadow-md"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-foreground/15">
          <PartyPopper className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h2 id="onboarding-heading" className="text-xl font-bold">
            Welcome to Pantry → Meals{firstName ? `, ${firstName}` : ""}!
          </h2>
          <p className="mt-1 max-w-prose text-sm text-primary-foreground/90">
            Your account is ready. Tell us below how many you cook for and any allergies or diet, then add what's in your pantry — we'll
            turn it into meal ideas.
          </p>
          <Button asChild variant="secondary" className="mt-4 bg-card text-primary hover:bg-primary-wash">
            <Link href="/">
              Go to my pantry
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
