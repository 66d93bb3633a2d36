import type { User } from "../../../../shared/schemas/auth";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";

/** Name and e-mail, read-only (SPEC §2: the e-mail is read-only). */
export function ProfileCard({ user }: { user: User }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const initials = `${user.firstName?.[0] ?? user.email[0] ?? "?"}${user.lastName?.[0] ?? ""}`.toUpperCase();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Profile</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-3.5 rounded-xl bg-muted/60 p-3.5">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-100 text-base font-bold text-amber-900"
          >
            {initials}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold">{name || "Your account"}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="profile-name">Name</Label>
            <Input id="profile-name" value={name} readOnly />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="profile-email">Email</Label>
            <Input id="profile-email" type="email" value={user.email} readOnly aria-describedby="profile-email-hint" />
          </div>
        </div>
        <p id="profile-email-hint" className="-mt-1 text-xs text-muted-foreground">
          Your e-mail is used to sign in and can't be changed here.
        </p>
      </CardContent>
    </Card>
  );
}
