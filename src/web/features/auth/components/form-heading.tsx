import { ArrowLeft } from "lucide-react";
import { Button } from "../../../components/ui/button";

/** Back button (aria-label 'Back') plus the heading and subtitle of an auth form. */
export function FormHeading({ title, subtitle, onBack }: { title: string; subtitle: string; onBack: () => void }) {
  return (
    <div className="mb-6">
      <Button variant="ghost" size="icon" aria-label="Back" onClick={onBack} className="-ml-2 mb-3 rounded-full">
        <ArrowLeft className="size-5" aria-hidden="true" />
      </Button>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p>
    </div>
  );
}
