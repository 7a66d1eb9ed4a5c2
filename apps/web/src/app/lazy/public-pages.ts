// The not-found page (the landing page is in the entry: it is prerendered).
export { NotFoundPage } from '@/features/not-found/pages/not-found-page';
