import { cn } from "../../../lib/cn";

/** The framed 16rem × 8rem target box with corner marks and, while scanning, a moving line. */
export function TargetBox({ scanning }: { scanning: boolean }) {
  const corner = "absolute size-5 border-white";
  return (
    <div
      data-testid="scanner-target"
      className="relative h-32 w-64 max-w-[calc(100%-2rem)] rounded-xl border border-white/50 shadow-[0_0_0_100vmax_rgba(0,0,0,0.38)]"
    >
      <span className={cn(corner, "-top-0.5 -left-0.5 rounded-tl-xl border-t-4 border-l-4")} />
      <span className={cn(corner, "-top-0.5 -right-0.5 rounded-tr-xl border-t-4 border-r-4")} />
      <span className={cn(corner, "-bottom-0.5 -left-0.5 rounded-bl-xl border-b-4 border-l-4")} />
      <span className={cn(corner, "-right-0.5 -bottom-0.5 rounded-br-xl border-r-4 border-b-4")} />
      {scanning && (
        <span className="absolute inset-x-3 top-1/2 h-0.5 rounded-full bg-red-500/90 shadow-[0_0_8px_2px_rgba(239,68,68,0.6)] motion-safe:animate-pulse" />
      )}
    </div>
  );
}
