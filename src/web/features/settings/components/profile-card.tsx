import { useState, type FormEvent } from "react";
import type { User } from "../../../../shared/schemas/auth";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useUpdateProfile } from "../api/update-profile";

/** First and last name (editable) and the e-mail (read-only, SPEC §2). */
export function ProfileCard({ user }: { user: User }) {
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName ?? "");
  const save = useUpdateProfile();
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const initials = `${user.firstName?.[0] ?? user.email[0] ?? "?"}${user.lastName?.[0] ?? ""}`.toUpperCase();
  const changed = firstName.trim() !== user.firstName || lastName.trim() !== (user.lastName ?? "");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ firstName: firstName.trim(), lastName: lastName.trim() });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid grid-cols-1 gap-4" onSubmit={submit}>
          <div className="flex items-center gap-3.5 rounded-xl bg-muted/60 p-3.5">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-warning-soft text-base font-bold text-warning-soft-foreground"
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
              <Label htmlFor="profile-first-name">First name</Label>
              <Input id="profile-first-name" value={firstName} maxLength={80} required onChange={(e) => setFirstName(e.target.value)} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="profile-last-name">Last name</Label>
              <Input id="profile-last-name" value={lastName} maxLength={80} onChange={(e) => setLastName(e.target.value)} />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="profile-email">Email</Label>
            <Input id="profile-email" type="email" value={user.email} readOnly aria-describedby="profile-email-hint" />
            <p id="profile-email-hint" className="text-xs text-muted-foreground">
              Your e-mail is used to sign in and can't be changed here.
            </p>
          </div>
          <Button
            type="submit"
            className="w-full sm:w-auto sm:justify-self-start"
            disabled={!changed || !firstName.trim() || save.isPending}
          >
            {save.isPending ? "Saving..." : "Save profile"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
