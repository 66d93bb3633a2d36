import { useSearch } from "wouter";
import type { User } from "../../shared/schemas/auth";
import { PageHeader } from "../components/page-header";
import { AccountCard } from "../features/settings/components/account-card";
import { PendingInvitationsCard } from "../features/invitations/components/pending-invitations-card";
import { DataCard } from "../features/settings/components/data-card";
import { MembersCard } from "../features/settings/components/members-card";
import { OnboardingCard } from "../features/settings/components/onboarding-card";
import { PreferencesCard } from "../features/settings/components/preferences-card";
import { ProfileCard } from "../features/settings/components/profile-card";
import { RecipeExportCard } from "../features/recipes/components/recipe-export-card";
import { ApiTokensCard } from "../features/settings/components/api-tokens-card";
import { CalendarFeedCard } from "../features/settings/components/calendar-feed-card";
import { RecipeImportCard } from "../features/recipe-import/components/recipe-import-card";
import { UseSoonCard } from "../features/push/components/use-soon-card";

/**
 * /settings — profile, household and diet, use-soon alerts, members, data, recipes in from other
 * apps and out to them, the calendar feed, personal API tokens, sign out and delete;
 * ?onboarding=true adds a welcome card.
 */
export function SettingsRoute({ user }: { user: User }) {
  const onboarding = new URLSearchParams(useSearch()).get("onboarding") === "true";
  return (
    <div className="mx-auto max-w-2xl">
      {onboarding && <OnboardingCard firstName={user.firstName} />}
      <PageHeader title="Settings" description="Your profile, household and account." />
      <div className="grid grid-cols-1 gap-5">
        <PendingInvitationsCard />
        <ProfileCard key={`${user.firstName}|${user.lastName ?? ""}`} user={user} />
        <PreferencesCard />
        <UseSoonCard />
        <MembersCard />
        <DataCard />
        <RecipeImportCard />
        <RecipeExportCard />
        <CalendarFeedCard />
        <ApiTokensCard />
        <AccountCard email={user.email} />
      </div>
    </div>
  );
}
