import { isTaxId, VENDOR_MESSAGES } from '@groundwork/shared';
import { vendors } from '../../../db/schema/index.ts';
import type { TSourceParty } from '../model/source-model.ts';
import { partyFields } from './customers-fields.ts';
import { partyStage } from './party-stage.ts';

/*
 * The vendors stage (issue 24): the party routine (party-stage.ts) on the vendors table, with the
 * vendor module's extras — the tax ID (an EIN or SSN, else the row is flagged), the 1099 flag (set,
 * never cleared, by an import) and the payment terms read from the source's terms ("Net 30" → 30
 * days, "Due on receipt" → 0). Imported vendors are of type 'other' (QuickBooks has no such field); a
 * vendor may share a customer's name.
 */

/** "Net 30" → 30, "Due on receipt" → 0, anything else → null (the module's default stays). */
export function termsDays(terms: string | null): number | null {
  const text = (terms ?? '').trim().toLowerCase();
  if (text === '') return null;
  if (/due on receipt|upon receipt|\bcod\b|c\.o\.d\./.test(text)) return 0;
  const m = /(\d{1,3})/.exec(text);
  const days = m ? Number(m[1]) : Number.NaN;
  return Number.isInteger(days) && days >= 0 && days <= 365 ? days : null;
}

type TVendorExtras = { taxId: string | null; is1099: boolean; paymentTermsDays: number | null };

function vendorExtras(party: TSourceParty): { extras: TVendorExtras; problems: string[] } {
  const taxId = party.taxId?.replace(/\s+/g, '') || null;
  const problems = taxId && !isTaxId(taxId) ? [VENDOR_MESSAGES.taxIdFormat] : [];
  return { extras: { taxId, is1099: party.is1099, paymentTermsDays: termsDays(party.terms) }, problems };
}

export const vendorsStage = partyStage({
  kind: 'vendor',
  stage: 'vendors',
  label: 'Vendor',
  prefix: 'V',
  table: vendors,
  numberColumn: vendors.vendorNumber,
  numberOf: (row) => row.vendorNumber,
  listed: (model) => model.vendors,
  check: (party) => {
    const { fields, problems } = partyFields(party, VENDOR_MESSAGES);
    const { extras, problems: more } = vendorExtras(party);
    return { fields, extras, problems: [...problems, ...more] };
  },
  wantedExtras: (extras: TVendorExtras) => ({
    taxId: extras.taxId ?? undefined,
    is1099: extras.is1099 ? true : undefined,
    paymentTermsDays: extras.paymentTermsDays ?? undefined,
  }),
  newColumns: (extras, number) => ({
    vendorNumber: number,
    vendorType: 'other' as const,
    taxId: extras.taxId,
    is1099: extras.is1099,
    ...(extras.paymentTermsDays === null ? {} : { paymentTermsDays: extras.paymentTermsDays }),
  }),
});
