import { useState } from "react";
import { UtensilsCrossed } from "lucide-react";
import { cn } from "../lib/cn";

/**
 * A recipe picture in a fixed-aspect box (the box is laid out before the picture loads, so
 * nothing shifts), with a plate placeholder when there is no image or it fails to load. In the
 * dark theme the picture is dimmed a little so a bright photo does not glare.
 */
export function RecipeImage({
  src,
  alt,
  className,
  iconClassName,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  iconClassName?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <div className={cn("relative aspect-[16/9] overflow-hidden bg-gradient-to-br from-primary-wash to-warning-wash", className)}>
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
          className="absolute inset-0 size-full object-cover dark:brightness-[.8]"
        />
      ) : (
        <div className="absolute inset-0 flex items-center justify-center text-primary/60" role="img" aria-label={alt}>
          <UtensilsCrossed className={cn("size-10", iconClassName)} aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
