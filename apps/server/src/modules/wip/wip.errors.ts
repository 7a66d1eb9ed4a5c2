import { WIP_MESSAGES as M } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const WipErrors = {
  jobNotFound: () => new AppError('job_not_found', M.jobNotFound, 404),
  adjustmentNotFound: () => new AppError('wip_adjustment_not_found', M.adjustmentNotFound, 404),
  alreadyPosted: (periodEnd: string) =>
    new AppError('wip_adjustment_posted', M.alreadyPosted(periodEnd), 409),
  alreadyWithdrawn: () => new AppError('wip_adjustment_withdrawn', M.alreadyWithdrawn, 409),
  nothingToPost: (periodEnd: string) => new AppError('wip_nothing_to_post', M.nothingToPost(periodEnd), 409),
  periodClosed: (periodEnd: string, closedThrough: string) =>
    new AppError('period_closed', M.periodClosed(periodEnd, closedThrough), 409),
  estimateLocked: (periodEnd: string) =>
    new AppError('wip_adjustment_posted', M.estimateLocked(periodEnd), 409),
  estimateClosed: (periodEnd: string, closedThrough: string) =>
    new AppError('period_closed', M.estimateClosed(periodEnd, closedThrough), 409),
  accountMissing: (what: string) => new AppError('account_missing', M.accountMissing(what), 409),
};
