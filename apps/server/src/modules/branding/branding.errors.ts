import { BRANDING_MESSAGES } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const BrandingErrors = {
  logoNotInStore: () => new AppError('logo_not_in_store', BRANDING_MESSAGES.logoNotInStore, 400),
  organizationNotFound: () => new AppError('organization_not_found', 'Organization not found', 404),
} as const;
