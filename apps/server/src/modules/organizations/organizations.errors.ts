import { ORGANIZATION_MESSAGES } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const OrganizationErrors = {
  notFound: () => new AppError('organization_not_found', ORGANIZATION_MESSAGES.notFound, 404),
  companyNumberTaken: () =>
    new AppError('company_number_taken', ORGANIZATION_MESSAGES.companyNumberTaken, 409),
} as const;

/** The unique constraint that makes a company number unique across all organizations. */
export const COMPANY_NUMBER_INDEX = 'organizations_company_number_unique';
