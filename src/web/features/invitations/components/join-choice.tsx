import { useState } from "react";
import { Check, X } from "lucide-react";
import { hasHouseholdData, type CurrentHousehold, type JoinMode } from "../../../../shared/schemas/households";
import { Button } from "../../../components/ui/button";
import { useAcceptInvitation, useDeclineInvitation } from "../api/received-invitations";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "3 pantry items, 1 recipe and 2 other records (…)" — only the parts that are not zero. */
function contentsText(c: CurrentHousehold): string {
  const parts = [
    c.pantryItems && plural(c.pantryItems, "pantry item"),
    c.recipes && plural(c.recipes, "recipe"),
    c.mealPlans && plural(c.mealPlans, "planned meal"),
    c.shoppingItems && plural(c.shoppingItems, "shopping-list line"),
    c.otherRecords && plural(c.otherRecords, "other record") + " (such as pantry history, products and receipts)",
  ].filter(Boolean) as string[];
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "nothing");
}

const OPTIONS: { mode: JoinMode; title: string; text: (from: string, to: string) => string }[] = [
  {
    mode: "keep",
    title: "Leave them where they are",
    text: (from) =>
      `“${from}” is kept for you exactly as it is, with nobody in it and its invitations withdrawn. You will no longer see its pantry or recipes in the app. It is deleted, with its photos and receipts, when you delete your account.`,
  },
  {
    mode: "bring",
    title: "Bring them along",
    text: (from, to) =>
      `Your pantry, recipes, meal plans, shopping list and history move into “${to}”, where its members see them. “${from}” is then removed.`,
  },
];

/**
 * What accepting an invitation does, said exactly, with an explicit Accept and Decline. When the
 * user is alone in a household that holds data, they must choose first: keep it or bring its data
 * along (nothing is deleted without that choice). Input: the invitation and the user's current
 * household (GET /api/invitations).
 */
export function JoinChoice({
  invitation,
  current,
}: {
  invitation: { id: string; inviterName: string; householdName: string };
  current: CurrentHousehold;
}) {
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const mustChoose = current.otherMembers === 0 && hasHouseholdData(current);
  const [mode, setMode] = useState<JoinMode | null>(mustChoose ? null : "keep");
  const busy = accept.isPending || accept.isSuccess || decline.isPending;
  const to = invitation.householdName;
  return (
    <div className="grid gap-4 text-left text-sm">
      <ul className="grid list-disc gap-2 pl-5">
        <li>
          You move to “{to}” and share its pantry, recipes, meal plan and shopping list with its members. They see everything you add.
        </li>
        {current.otherMembers > 0 ? (
          <li>
            You leave “{current.name}”. Its pantry and recipes stay with the {plural(current.otherMembers, "other member")}; nothing of it
            is deleted.
          </li>
        ) : !mustChoose ? (
          <li>Your current household “{current.name}” has nothing in it yet, so it is removed.</li>
        ) : null}
      </ul>
      {mustChoose && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium">
            Your household “{current.name}” has {contentsText(current)}. What should happen to them?
          </legend>
          {OPTIONS.map((o) => (
            <label
              key={o.mode}
              className="flex cursor-pointer gap-3 rounded-xl border p-3.5 has-[:checked]:border-primary has-[:checked]:bg-primary-soft/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={`join-mode-${invitation.id}`}
                value={o.mode}
                checked={mode === o.mode}
                onChange={() => setMode(o.mode)}
                className="mt-1 size-4 accent-primary"
              />
              <span>
                <span className="block font-medium">{o.title}</span>
                <span className="block text-muted-foreground">{o.text(current.name, to)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => {
            if (window.confirm(`Decline ${invitation.inviterName}'s invitation to “${to}”? The link stops working.`))
              decline.mutate(invitation.id);
          }}
        >
          <X aria-hidden="true" />
          Decline
        </Button>
        <Button disabled={busy || mode === null} onClick={() => mode && accept.mutate({ id: invitation.id, mode })}>
          <Check aria-hidden="true" />
          {accept.isPending || accept.isSuccess ? "Joining..." : "Accept and join"}
        </Button>
      </div>
      {mustChoose && mode === null && <p className="text-xs text-muted-foreground">Choose what happens to your household to accept.</p>}
    </div>
  );
}
