import { cn } from "../lib/cn";
import { Badge } from "./ui/badge";

const isWarning = (flag: string) => /^(ALLERGY WARNING|Not |Contains )/i.test(flag);

/**
 * Diet flags as badges: SPEC §5 warnings ('Contains meat', 'Not vegan-friendly', 'ALLERGY
 * WARNING: …') in red, positive flags ('Vegetarian', 'Gluten-free') in violet. Nothing when empty.
 */
export function DietaryFlags({ flags, className }: { flags: readonly string[] | undefined; className?: string }) {
  if (!flags || flags.length === 0) return null;
  return (
    <div className={cn("flex flex-wrap gap-1.5", className)}>
      {flags.map((flag) => (
        <Badge key={flag} variant={isWarning(flag) ? "red" : "violet"}>
          {flag}
        </Badge>
      ))}
    </div>
  );
}
