// One chunk: the password and setup screens (the sign-in page is in the entry: it is prerendered).
export { ChangePasswordPage } from '@/features/auth/pages/change-password-page';
export { ForgotPasswordPage } from '@/features/auth/pages/forgot-password-page';
export { ResetPasswordPage } from '@/features/auth/pages/reset-password-page';
export { SetupPage } from '@/features/auth/pages/setup-page';
