import { PageHeader } from '@/components/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth/api/use-me';
import { PasswordCard } from '../components/password-card';
import { PersonalInfoCard } from '../components/personal-info-card';
import { PreferencesCard } from '../components/preferences-card';
import { RolesCard } from '../components/roles-card';
import { SecurityActivityCard } from '../components/security-activity-card';
import { SessionsCard } from '../components/sessions-card';
import { TwoFactorCard } from '../components/two-factor-card';

/** /settings/profile: who you are, what you may do, how it looks, and how your account is protected. */
export function ProfileSettingsPage() {
  const me = useMe();
  // The guard has loaded the person before any page renders; this covers a refetch after an error.
  if (!me.data) return <FullPageSpinner />;
  return (
    <>
      <PageHeader
        title="Profile Settings"
        subtitle="Your personal information, preferences and account security"
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="grid content-start gap-6">
          <PersonalInfoCard key={me.data.profile.id} me={me.data} />
          <RolesCard me={me.data} />
          <PreferencesCard me={me.data} />
        </div>
        <section aria-labelledby="account-security-heading" className="grid content-start gap-6">
          <h2 id="account-security-heading" className="sr-only">
            Account security
          </h2>
          <PasswordCard me={me.data} />
          <TwoFactorCard />
          <SessionsCard />
          <SecurityActivityCard />
        </section>
      </div>
    </>
  );
}
