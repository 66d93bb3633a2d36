import type { ReactNode } from "react";
import { Link } from "wouter";
import { Sparkles, type LucideIcon } from "lucide-react";
import { Badge } from "./ui/badge";
import { Button } from "./ui/button";
import { Card } from "./ui/card";
import { PageHeader } from "./page-header";

/** A polished placeholder for a screen that is not built yet: what it will do, and a way back. */
export function ComingSoon({
  title,
  description,
  icon: Icon,
  features,
  children,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  features: string[];
  children?: ReactNode;
}) {
  return (
    <div>
      <PageHeader title={title} description={description} />
      <Card className="overflow-hidden">
        <div className="flex flex-col items-center gap-4 bg-gradient-to-b from-primary-soft/70 to-card px-6 pt-10 pb-6 text-center">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-card text-primary shadow-sm ring-1 ring-success-border">
            <Icon className="size-8" aria-hidden="true" />
          </span>
          <Badge variant="amber">
            <Sparkles aria-hidden="true" />
            Coming soon
          </Badge>
          <p className="max-w-md text-balance text-lg font-semibold">This screen is on its way</p>
        </div>
        <div className="px-6 pb-8">
          <p className="mx-auto mb-3 max-w-md text-center text-sm text-muted-foreground">Here is what it will do:</p>
          <ul className="mx-auto grid max-w-md gap-2">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-2.5 rounded-xl bg-muted/60 px-3.5 py-2.5 text-sm">
                <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-primary" />
                {feature}
              </li>
            ))}
          </ul>
          {children}
          <div className="mt-6 flex justify-center">
            <Button asChild variant="outline">
              <Link href="/">Back to pantry</Link>
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}
