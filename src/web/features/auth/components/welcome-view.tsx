import { CalendarDays, ScanBarcode, Sparkles } from "lucide-react";
import { BrandMark } from "../../../components/brand-logo";
import { Button } from "../../../components/ui/button";

const HIGHLIGHTS = [
  { Icon: ScanBarcode, text: "Scan, snap or type what's in your pantry" },
  { Icon: Sparkles, text: "Get recipe ideas that use what you have" },
  { Icon: CalendarDays, text: "Plan the week's meals in a few taps" },
];

export function WelcomeView({ onGetStarted, onSignIn }: { onGetStarted: () => void; onSignIn: () => void }) {
  return (
    <div className="flex flex-col items-center text-center">
      <BrandMark className="size-16 rounded-2xl [&_svg]:size-9" />
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight sm:text-4xl">Pantry → Meals</h1>
      <p className="mt-3 max-w-sm text-balance text-base text-muted-foreground">
        Transform your pantry into personalized meal suggestions with AI-powered recommendations
      </p>
      <ul className="mt-7 grid w-full gap-2.5 text-left">
        {HIGHLIGHTS.map(({ Icon, text }) => (
          <li key={text} className="flex items-center gap-3 rounded-xl bg-muted/70 px-3.5 py-3 text-sm font-medium">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-card text-primary shadow-xs">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            {text}
          </li>
        ))}
      </ul>
      <div className="mt-7 grid w-full gap-2.5">
        <Button size="lg" onClick={onGetStarted}>
          Get started
        </Button>
        <Button size="lg" variant="outline" onClick={onSignIn}>
          I already have an account
        </Button>
      </div>
    </div>
  );
}
