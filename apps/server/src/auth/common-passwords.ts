import { dictionary } from '@zxcvbn-ts/language-common';

// About 49,000 of the most common passwords (zxcvbn-ts's list, from leaked-password corpora), lower-cased.
let common: Set<string> | null = null;

/** Whether a password is among the most common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_COUNT = () => {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.size;
};
