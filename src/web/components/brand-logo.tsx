import { Salad } from "lucide-react";
import { cn } from "../lib/cn";

/** The app mark: a green tile with a salad bowl, optionally with the name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-9 items-center justify-center rounded-xl bg-gradient-to-br from-green-500 to-green-700 text-white shadow-sm",
        className,
      )}
    >
      <Salad className="size-5" strokeWidth={2.25} />
    </span>
  );
}
