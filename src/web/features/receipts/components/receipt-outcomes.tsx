import { CircleAlert, CircleCheck, FlaskConical } from "lucide-react";
import type { ReactNode } from "react";
import { ALPHA_NOTICE, itemsText, ZERO_ITEMS_TITLE, type FailedLine } from "../hooks/use-receipt-flow";

function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      {icon}
      <p className="font-semibold">{title}</p>
      <div className="grid w-full gap-2 text-sm text-muted-foreground">{children}</div>
    </div>
  );
}

/** SPEC §8: 'Receipt processed - 0 items detected' with the alpha notice to add items manually. */
export function EmptyOutcome() {
  return (
    <Outcome icon={<FlaskConical className="size-9 text-warning-icon" aria-hidden="true" />} title={ZERO_ITEMS_TITLE}>
      <p role="status">{ALPHA_NOTICE}</p>
      <p>Use the add form on the Pantry screen, or try a sharper, flatter photo.</p>
    </Outcome>
  );
}

/** OCR or the AI analysis failed: why, with Try again in the footer. */
export function FailedOutcome({ message }: { message: string }) {
  return (
    <Outcome icon={<CircleAlert className="size-9 text-destructive" aria-hidden="true" />} title="Failed to process receipt">
      <p role="alert">{message}</p>
    </Outcome>
  );
}

/** Bulk add answered per item: the successes counted, the failures listed with the reason. */
export function DoneOutcome({ added, failures }: { added: number; failures: FailedLine[] }) {
  return (
    <Outcome
      icon={
        added > 0 ? (
          <CircleCheck className="size-9 text-primary" aria-hidden="true" />
        ) : (
          <CircleAlert className="size-9 text-destructive" aria-hidden="true" />
        )
      }
      title={added > 0 ? `${itemsText(added)} added to your pantry` : "No items were added"}
    >
      <p>{failures.length === 1 ? "This line" : `These ${failures.length} lines`} couldn't be added:</p>
      <ul className="grid gap-1.5 text-left" aria-label="Lines not added" data-testid="receipt-failures">
        {failures.map((f, i) => (
          <li key={i} className="rounded-lg border border-destructive-border bg-destructive-soft px-3 py-2 text-destructive-soft-foreground">
            <span className="font-medium">{f.name}</span>: {f.error}
          </li>
        ))}
      </ul>
    </Outcome>
  );
}
