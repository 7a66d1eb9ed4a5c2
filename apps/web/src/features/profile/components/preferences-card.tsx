import { PROFILE_MESSAGES, THEME_PREFERENCES, type TMe, type TThemePreference } from '@groundwork/shared';
import { MoonIcon, SunIcon } from 'lucide-react';
import { toast } from 'sonner';
import { useTheme } from '@/app/theme-provider';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useUpdateProfile } from '../api/use-account-security';

const OPTIONS: Record<TThemePreference, { label: string; icon: typeof SunIcon }> = {
  light: { label: 'Light', icon: SunIcon },
  dark: { label: 'Dark', icon: MoonIcon },
};

/** Light or dark: applied at once, saved on the profile so it follows the person. */
export function PreferencesCard({ me }: { me: TMe }) {
  const { theme, setTheme } = useTheme();
  const update = useUpdateProfile();
  // What shows as chosen: this browser's theme when it is light or dark, else the profile's.
  const current: TThemePreference =
    theme === 'light' || theme === 'dark' ? theme : me.profile.theme_preference;

  const choose = (next: TThemePreference) => {
    const previous = theme;
    setTheme(next);
    update.mutate(
      { theme_preference: next },
      {
        onError: (e) => {
          setTheme(previous);
          console.error('Saving the theme failed', e);
          toast.error(PROFILE_MESSAGES.themeError);
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Preferences</h2>
        </CardTitle>
        <CardDescription>How Groundwork looks for you.</CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium text-sm">Theme</legend>
          <div className="grid grid-cols-2 gap-3">
            {THEME_PREFERENCES.map((value) => {
              const { label, icon: Icon } = OPTIONS[value];
              return (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring',
                    current === value ? 'border-primary bg-primary/5 font-medium' : 'hover:bg-muted',
                  )}
                >
                  <input
                    type="radio"
                    name="theme-preference"
                    value={value}
                    checked={current === value}
                    onChange={() => choose(value)}
                    className="sr-only"
                  />
                  <Icon className="size-4" aria-hidden />
                  {label}
                </label>
              );
            })}
          </div>
        </fieldset>
      </CardContent>
    </Card>
  );
}
