import {
  CUSTOMER_LIMITS,
  CUSTOMER_MESSAGES,
  type TImportRowError,
  type TImportStage,
} from '@groundwork/shared';
import { z } from 'zod';
import type { TSourceParty } from '../model/source-model.ts';
import { partyKey } from './resolve.ts';

/*
 * What the customers and vendors stages share (issue 24): a source party's contact fields cut to the
 * product's columns and checked with the customer and vendor modules' limits and messages, duplicates
 * in the source, and the next free C-XXXX / V-XXXX numbers.
 */

export type TPartyFields = {
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
};

const CITY_LINE = /^(.+?),?\s+([A-Za-z]{2})\.?\s+(\d{5}(?:-\d{4})?)$/;
const EMAIL = z.email();

/**
 * The source's address lines to street / city / state / ZIP: a last line `City, ST 12345` splits;
 * a first line repeating the name or company name (QuickBooks' BADDR1) is dropped.
 */
export function splitAddress(party: Pick<TSourceParty, 'name' | 'companyName' | 'addressLines'>) {
  let lines = party.addressLines.map((l) => l.trim()).filter((l) => l !== '');
  const names = [party.name, party.companyName ?? ''].map((n) => n.trim().toLowerCase());
  if (lines.length > 1 && names.includes((lines[0] ?? '').toLowerCase())) lines = lines.slice(1);
  let city: string | null = null;
  let state: string | null = null;
  let zip: string | null = null;
  const last = lines[lines.length - 1];
  const m = last ? CITY_LINE.exec(last) : null;
  if (m) {
    city = (m[1] ?? '').trim() || null;
    state = (m[2] ?? '').toUpperCase();
    zip = m[3] ?? null;
    lines = lines.slice(0, -1);
  }
  return { address: lines.join(', ') || null, city, state, zip };
}

/** The first address of a list ('a@x.com; b@x.com' → 'a@x.com'). */
export function firstEmail(text: string | null): string | null {
  const first = (text ?? '').split(/[;,\s]+/).find((s) => s !== '');
  return first ?? null;
}

export type TPartyMessages = {
  nameRequired: string;
  nameMax: string;
  invalidEmail: string;
  emailMax: string;
  phoneMax: string;
  addressMax: string;
  cityMax: string;
  stateMax: string;
  zipMax: string;
};

/** The party's product fields, or the modules' messages for what does not fit. */
export function partyFields(
  party: TSourceParty,
  messages: TPartyMessages = CUSTOMER_MESSAGES,
): { fields: TPartyFields; problems: string[] } {
  const problems: string[] = [];
  const name = party.name.trim();
  if (name === '') problems.push(messages.nameRequired);
  if (name.length > CUSTOMER_LIMITS.name) problems.push(messages.nameMax);
  const email = firstEmail(party.email);
  if (email && email.length > CUSTOMER_LIMITS.email) problems.push(messages.emailMax);
  else if (email && !EMAIL.safeParse(email).success) problems.push(messages.invalidEmail);
  const phone = party.phone?.trim() || null;
  if (phone && phone.length > CUSTOMER_LIMITS.phone) problems.push(messages.phoneMax);
  const where = splitAddress(party);
  if (where.address && where.address.length > CUSTOMER_LIMITS.address) problems.push(messages.addressMax);
  if (where.city && where.city.length > CUSTOMER_LIMITS.city) problems.push(messages.cityMax);
  if (where.state && where.state.length > CUSTOMER_LIMITS.state) problems.push(messages.stateMax);
  if (where.zip && where.zip.length > CUSTOMER_LIMITS.zip) problems.push(messages.zipMax);
  return { fields: { email, phone, ...where }, problems };
}

/** "Row 4: customer 'Acme Corp': Invalid email". */
export function partyError(
  stage: TImportStage,
  party: TSourceParty,
  what: string,
  message: string,
): TImportRowError {
  const prefix = party.ref.row === null ? '' : `Row ${party.ref.row}: `;
  return {
    stage,
    file_name: party.ref.fileName,
    row: party.ref.row,
    message: `${prefix}${what} '${party.name.trim()}': ${message}`,
  };
}

/**
 * Splits the source's parties into the first of each name and the duplicates' errors
 * ("Customer 'Acme Corp' appears twice (rows 4 and 9)").
 */
export function firstOfEachName(
  stage: TImportStage,
  label: 'Customer' | 'Vendor',
  parties: readonly TSourceParty[],
): { unique: TSourceParty[]; errors: TImportRowError[] } {
  const first = new Map<string, TSourceParty>();
  const unique: TSourceParty[] = [];
  const errors: TImportRowError[] = [];
  for (const p of parties) {
    const key = partyKey(p.name);
    const seen = first.get(key);
    if (seen && key !== '') {
      errors.push({
        stage,
        file_name: p.ref.fileName,
        row: p.ref.row,
        message: `${label} '${p.name.trim()}' appears twice (rows ${seen.ref.row ?? '?'} and ${p.ref.row ?? '?'})`,
      });
      continue;
    }
    first.set(key, p);
    unique.push(p);
  }
  return { unique, errors };
}

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * `count` free numbers `P-XXXX`: 0001–9999 first (what people type), then the other alphanumeric
 * codes in order. Throws past the 36⁴ codes (no company has that many).
 */
export function nextPartyNumbers(prefix: 'C' | 'V', taken: ReadonlySet<string>, count: number): string[] {
  const out: string[] = [];
  for (let n = 1; n <= 9999 && out.length < count; n++) {
    const code = `${prefix}-${String(n).padStart(4, '0')}`;
    if (!taken.has(code)) out.push(code);
  }
  for (let n = 0; n < 36 ** 4 && out.length < count; n++) {
    let s = '';
    for (let v = n, i = 0; i < 4; i++, v = Math.floor(v / 36)) s = (ALNUM[v % 36] ?? '0') + s;
    if (/^[0-9]{4}$/.test(s)) continue;
    const code = `${prefix}-${s}`;
    if (!taken.has(code)) out.push(code);
  }
  if (out.length < count) throw new Error(`no free ${prefix}-XXXX numbers are left`);
  return out;
}

/** The columns an import sets on a party, with what differs from a stored row (for updates). */
export function changedColumns<T extends Record<string, unknown>>(
  current: T,
  wanted: Partial<T>,
): { changes: Partial<T>; before: Partial<T> } {
  const changes: Partial<T> = {};
  const before: Partial<T> = {};
  for (const [k, v] of Object.entries(wanted) as [keyof T, T[keyof T]][]) {
    if (v === undefined || current[k] === v) continue;
    changes[k] = v;
    before[k] = current[k];
  }
  return { changes, before };
}

/** Rows in slices (one INSERT per slice keeps the statement's parameters bounded). */
export function* chunks<T>(rows: readonly T[], size = 500): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
