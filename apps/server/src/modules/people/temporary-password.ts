import crypto from 'node:crypto';
import { isCommonPassword } from '../../auth/common-passwords.ts';

/** Letters and digits without look-alikes (0/O, 1/l/I), so a password read aloud is typed right. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SYMBOLS = '!@#$%*-+?';

/**
 * A fresh temporary password for each invitation (never a fixed value): 16 characters, ~94 bits, with
 * at least one upper-case letter, lower-case letter, digit and symbol. Shown once to the person who
 * added the account; the account must change it at first sign-in.
 */
export function temporaryPassword(): string {
  for (;;) {
    const chars = Array.from({ length: 15 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
    chars.splice(crypto.randomInt(16), 0, SYMBOLS[crypto.randomInt(SYMBOLS.length)]);
    const password = chars.join('');
    if (
      /[A-Z]/.test(password) &&
      /[a-z]/.test(password) &&
      /\d/.test(password) &&
      !isCommonPassword(password)
    )
      return password;
  }
}
