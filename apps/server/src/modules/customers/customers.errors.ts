import { CUSTOMER_MESSAGES } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const CustomerErrors = {
  notFound: () => new AppError('customer_not_found', CUSTOMER_MESSAGES.notFound, 404),
  numberTaken: () => new AppError('customer_number_taken', CUSTOMER_MESSAGES.taken, 409),
} as const;

/** The unique index that makes a customer number unique within its organization. */
export const CUSTOMER_NUMBER_INDEX = 'customers_org_number_key';
