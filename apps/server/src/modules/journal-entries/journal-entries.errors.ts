import { JOURNAL_MESSAGES } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const JournalErrors = {
  notFound: () => new AppError('journal_entry_not_found', JOURNAL_MESSAGES.notFound, 404),
  postedIsFinal: () => new AppError('entry_posted', JOURNAL_MESSAGES.postedIsFinal, 409),
  alreadyReversed: () => new AppError('already_reversed', JOURNAL_MESSAGES.alreadyReversed, 409),
  reverseOnlyPosted: () => new AppError('not_posted', JOURNAL_MESSAGES.reverseOnlyPosted, 409),
  reverseFromModule: () => new AppError('posted_by_module', JOURNAL_MESSAGES.reverseFromModule, 409),
  reverseBeforeOriginal: () => new AppError('invalid_input', JOURNAL_MESSAGES.reverseBeforeOriginal, 400),
} as const;
