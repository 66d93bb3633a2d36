import type { ReactNode } from "react";
import { Apple, Carrot, Croissant, Egg, Fish, Wheat } from "lucide-react";

const DECOR = [
  { Icon: Carrot, className: "top-[8%] left-[6%] rotate-[-18deg]" },
  { Icon: Apple, className: "top-[18%] right-[8%] rotate-[14deg]" },
  { Icon: Egg, className: "bottom-[22%] left-[10%] rotate-[10deg]" },
  { Icon: Fish, className: "bottom-[10%] right-[12%] rotate-[-12deg]" },
  { Icon: Wheat, className: "top-[45%] left-[2%] rotate-[8deg]" },
  { Icon: Croissant, className: "top-[55%] right-[3%] rotate-[-6deg]" },
];

/** Full-screen backdrop for the signed-out screens: soft greens with faint food doodles. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-gradient-to-br from-primary-wash via-background to-warning-wash px-4 py-10">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 hidden text-primary/10 sm:block">
        {DECOR.map(({ Icon, className }) => (
          <Icon key={className} className={`absolute size-20 ${className}`} strokeWidth={1.5} />
        ))}
      </div>
      <main className="relative w-full max-w-md animate-rise">{children}</main>
    </div>
  );
}
