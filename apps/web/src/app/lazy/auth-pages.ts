// One chunk: the sign-in, password and setup screens (they carry zod and the auth schemas).
export { AuthPage } from '@/features/auth/pages/auth-page';
export { ChangePasswordPage } from '@/features/auth/pages/change-password-page';
export { ForgotPasswordPage } from '@/features/auth/pages/forgot-password-page';
export { ResetPasswordPage } from '@/features/auth/pages/reset-password-page';
export { SetupPage } from '@/features/auth/pages/setup-page';
