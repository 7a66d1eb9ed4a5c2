import { isValidRoutingNumber, type TNachaFileInput, type TNachaOffsetInput } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, payrollSettings } from '../../db/schema/index.ts';
import type { TDataCipher } from '../../lib/crypto.ts';
import { AchFileErrors } from './ach-files.errors.ts';

/** The file header and batch fields of the company's bank, read from payroll settings. */
export type TAchBank = Pick<
  TNachaFileInput,
  | 'immediateDestination'
  | 'immediateDestinationName'
  | 'immediateOrigin'
  | 'immediateOriginName'
  | 'companyName'
  | 'companyId'
  | 'odfiRouting'
> & {
  isBalanced: boolean;
  offsetRouting: string | null;
  offsetAccountEncrypted: string | null;
};

const digits = (value: string | null) => (value ?? '').replace(/[\s-]/g, '');

/**
 * The company's NACHA settings, checked. `lock` takes the settings row for the rest of the transaction
 * so two files made at once get different file id modifiers.
 */
export async function loadAchBank(tx: Db, organizationId: string, lock = false): Promise<TAchBank> {
  const query = tx
    .select({ settings: payrollSettings, organizationName: organizations.name })
    .from(payrollSettings)
    .innerJoin(organizations, eq(organizations.id, payrollSettings.organizationId))
    .where(eq(payrollSettings.organizationId, organizationId));
  const [row] = lock ? await query.for('update', { of: payrollSettings }) : await query;
  const s = row?.settings;
  const destination = digits(s?.achImmediateDestination ?? null);
  const companyId = (s?.achCompanyId ?? '').trim();
  if (!s || !row || destination === '' || companyId === '') throw AchFileErrors.settingsMissing();
  if (!isValidRoutingNumber(destination))
    throw AchFileErrors.settingsInvalid(
      `the bank's routing number ${destination} is not a valid routing number`,
    );
  if (companyId.length > 10)
    throw AchFileErrors.settingsInvalid('the company ID is longer than 10 characters');
  // The ODFI: eight digits as payroll settings keep them (or a nine-digit routing number); else the bank's.
  const odfi = digits(s.achOdfiRouting) || destination;
  if (!/^[0-9]{8}$/.test(odfi) && !isValidRoutingNumber(odfi))
    throw AchFileErrors.settingsInvalid(`the originating bank's identification ${odfi} is not valid`);
  // The immediate origin is ten characters: what the bank assigned, else the company ID.
  const origin = (s.achImmediateOrigin ?? '').trim() || companyId;
  if (origin.length > 10)
    throw AchFileErrors.settingsInvalid('the immediate origin is longer than 10 characters');
  return {
    immediateDestination: destination,
    immediateDestinationName: s.achDestinationName ?? '',
    immediateOrigin: origin.padStart(10, ' '),
    immediateOriginName: s.achOriginName || row.organizationName,
    companyName: s.achCompanyName || row.organizationName,
    companyId,
    odfiRouting: odfi,
    isBalanced: s.achBalanced,
    offsetRouting: digits(s.achOffsetRouting) || null,
    offsetAccountEncrypted: s.achOffsetAccountEncrypted,
  };
}

/** The offsetting debit of a balanced file (null when the bank takes credits-only files). */
export function offsetOf(bank: TAchBank, cipher: TDataCipher | null): TNachaOffsetInput | null {
  if (!bank.isBalanced) return null;
  if (!bank.offsetRouting || !bank.offsetAccountEncrypted) throw AchFileErrors.offsetMissing();
  if (!isValidRoutingNumber(bank.offsetRouting))
    throw AchFileErrors.settingsInvalid(
      `the offset account's routing number ${bank.offsetRouting} is not valid`,
    );
  return {
    accountType: 'checking',
    routingNumber: bank.offsetRouting,
    // The preview needs no account number (only routing numbers and amounts make the totals and hash).
    accountNumber: cipher ? decryptOrFail(cipher, bank.offsetAccountEncrypted, 'ach_offset_account') : '0',
    name: bank.companyName,
  };
}

export function decryptOrFail(
  cipher: TDataCipher,
  stored: string,
  purpose: 'bank_account' | 'ach_offset_account',
): string {
  try {
    return cipher.decrypt(stored, purpose);
  } catch {
    throw AchFileErrors.decryptFailed();
  }
}
