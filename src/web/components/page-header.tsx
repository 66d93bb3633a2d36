import type { ReactNode } from "react";

/** A screen's heading; also sets the browser tab title (React 19 hoists <title> into <head>). */
export function PageHeader({
  title,
  description,
  actions,
  documentTitle = title,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  documentTitle?: string;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3 md:mb-7">
      <title>{`${documentTitle} · Pantry → Meals`}</title>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted-foreground md:text-base">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
