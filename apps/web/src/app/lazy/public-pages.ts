// One small chunk: the landing page and the not-found page, which need no form validation.
export { LandingPage } from '@/features/landing/pages/landing-page';
export { NotFoundPage } from '@/features/not-found/pages/not-found-page';
