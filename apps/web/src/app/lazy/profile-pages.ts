// One chunk: the person's own settings.
export { ProfileSettingsPage } from '@/features/profile/pages/profile-settings-page';
