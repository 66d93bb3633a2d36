import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { profileUpdateSchema } from "../../../../shared/schemas/account";
import type { User } from "../../../../shared/schemas/auth";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Form, FormInput } from "../../../components/ui/form";
import { FormControl, FormDescription, FormItem, FormLabel } from "../../../components/ui/form-item";
import { Input } from "../../../components/ui/input";
import { useUpdateProfile } from "../api/update-profile";

type ProfileValues = z.input<typeof profileUpdateSchema>;

/** First and last name (editable, PUT /api/account/profile rules) and the e-mail (read-only, SPEC §2). */
export function ProfileCard({ user }: { user: User }) {
  const form = useForm<ProfileValues, unknown, z.output<typeof profileUpdateSchema>>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName ?? "" },
  });
  const save = useUpdateProfile();
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const initials = `${user.firstName?.[0] ?? user.email[0] ?? "?"}${user.lastName?.[0] ?? ""}`.toUpperCase();
  const firstName = form.watch("firstName").trim();
  const changed = firstName !== user.firstName || (form.watch("lastName") ?? "").trim() !== (user.lastName ?? "");
  const submit = form.handleSubmit((v) => save.mutate({ firstName: v.firstName, lastName: v.lastName ?? "" }));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <Form {...form}>
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
              <FormInput
                control={form.control}
                name="firstName"
                controlId="profile-first-name"
                label="First name"
                maxLength={80}
                required
              />
              <FormInput control={form.control} name="lastName" controlId="profile-last-name" label="Last name" maxLength={80} />
            </div>
            <FormItem controlId="profile-email">
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" value={user.email} readOnly />
              </FormControl>
              <FormDescription>Your e-mail is used to sign in and can't be changed here.</FormDescription>
            </FormItem>
            <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={!changed || !firstName || save.isPending}>
              {save.isPending ? "Saving..." : "Save profile"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
