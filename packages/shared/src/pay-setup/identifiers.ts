import { z } from 'zod';
import { isValidRoutingNumber } from '../nacha/nacha-text.ts';
import { US_STATES } from '../organizations/organization.schemas.ts';

/** States a payroll works in: the fifty and the District of Columbia. */
export const PAYROLL_STATES = [...US_STATES, 'DC'] as const;

export const IDENTIFIER_MESSAGES = {
  ssnDigits: 'SSN must be 9 digits',
  ssnArea: 'SSN cannot start with 000, 666 or 9',
  ssnGroup: 'SSN middle digits cannot be 00',
  ssnSerial: 'SSN last four digits cannot be 0000',
  routingDigits: 'Routing number must be 9 digits',
  accountDigits: 'Account number must be 4 to 17 digits',
  state: 'State must be a two-letter US state code',
} as const;

/** 'Routing number 123456789 fails its check digit' (ABA weights 3, 7, 1). */
export const routingCheckDigitMessage = (routing: string) =>
  `Routing number ${routing} fails its check digit`;

/** Digits only: people type SSNs with dashes or spaces. */
export const digitsOf = (raw: string) => raw.replace(/[\s-]/g, '');

/**
 * The first problem with an SSN, or null when it could have been issued: nine digits, the area
 * never 000, 666 or 900–999, the group never 00, the serial never 0000 (SSA).
 */
export function ssnProblem(raw: string): string | null {
  const ssn = digitsOf(raw);
  if (!/^[0-9]{9}$/.test(ssn)) return IDENTIFIER_MESSAGES.ssnDigits;
  const area = ssn.slice(0, 3);
  if (area === '000' || area === '666' || area.startsWith('9')) return IDENTIFIER_MESSAGES.ssnArea;
  if (ssn.slice(3, 5) === '00') return IDENTIFIER_MESSAGES.ssnGroup;
  if (ssn.slice(5) === '0000') return IDENTIFIER_MESSAGES.ssnSerial;
  return null;
}

/** An SSN as typed → its nine digits, refused with the first problem. */
export const ZSsn = z
  .string()
  .trim()
  .superRefine((raw, ctx) => {
    const problem = ssnProblem(raw);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(digitsOf);

/** The first problem with a routing number, or null. */
export function routingProblem(raw: string): string | null {
  const routing = raw.trim();
  if (!/^[0-9]{9}$/.test(routing)) return IDENTIFIER_MESSAGES.routingDigits;
  if (!isValidRoutingNumber(routing)) return routingCheckDigitMessage(routing);
  return null;
}

export const ZRoutingNumber = z
  .string()
  .trim()
  .superRefine((raw, ctx) => {
    const problem = routingProblem(raw);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const ZAccountNumber = z
  .string()
  .trim()
  .transform(digitsOf)
  .refine((v) => /^[0-9]{4,17}$/.test(v), IDENTIFIER_MESSAGES.accountDigits);

export const ZPayrollState = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => (PAYROLL_STATES as readonly string[]).includes(v), IDENTIFIER_MESSAGES.state);

/** The last four of a number, for screens and reports. */
export const lastFour = (digits: string) => digits.slice(-4);

/** An SSN as everyone without payroll:sensitive sees it: •••-••-1234. */
export const maskSsn = (last4: string | null) => (last4 ? `•••-••-${last4}` : null);

/** A bank account number as screens show it: •••• 1234. */
export const maskAccount = (last4: string) => `•••• ${last4}`;

/** Nine digits as 123-45-6789. */
export const formatSsn = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
