import fs from 'node:fs';
import { buildWh347, type TWh347Source } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { renderWh347Pdf } from '../src/modules/certified-reports/wh347-pdf.ts';
import type { TWh347Statement } from '../src/modules/certified-reports/wh347-statement.ts';
import { pdfText } from './helpers/pdf-text.ts';

/**
 * A fixture report rendered to PDF and read back field by field. The figures (worked out by hand):
 * Dana Volt, Electrician, Mon–Fri 8 h at 38.50 = 1,540.00 and Saturday 4 h overtime at 57.75 = 231.00;
 * plans credit 4.00 an hour, cash in lieu 2.73 × 44 = 120.12 → gross 1,891.12 (all work the same);
 * FICA 144.67, federal 201.48, state 0, other 25.00 → 371.15; net 1,519.97.
 * Eli Rook, Electrician apprentice level 2 (RA-2): Mon–Tue 8 h at 19.25 = 308.00; plans 3.37 an hour;
 * FICA 23.56, federal 12.34 → 35.90; net 272.10.
 */
const source: TWh347Source = {
  header: {
    is_prime: false,
    prime_contractor_name: 'Capitol Prime Builders',
    prime_contractor_address: '500 Congress Ave, Austin, TX 78701',
    company_name: 'Lone Star Electric',
    company_address: '12 Volt Rd, Austin, TX 78702',
    payroll_number: 7,
    is_final: true,
    is_no_work: false,
    week_ending: '2026-03-15',
    project_name: 'Federal Courthouse',
    job_number: 'J-26-017',
    project_location: 'Austin, Travis County, TX',
    awarding_agency: 'GSA',
    agency_project_number: 'P-4471',
    contract_number: 'GS-07P-26-0001',
    wd_number: 'TX20260012',
    wd_modification: 3,
  },
  workers: [
    {
      employee_id: 'd',
      name: 'Dana Volt',
      ssn_last4: '1234',
      apprentice_level: null,
      fringe_credit_rate: '4.0000',
    },
    {
      employee_id: 'e',
      name: 'Eli Rook',
      ssn_last4: '9876',
      apprentice_level: 2,
      fringe_credit_rate: '3.3700',
    },
  ],
  lines: [
    ...['09', '10', '11', '12', '13'].map((d) => ({
      employee_id: 'd',
      classification: 'Electrician',
      work_date: `2026-03-${d}`,
      pay_type: 'REG' as const,
      hours: '8.00',
      rate: '38.5000',
      amount_cents: 30_800,
    })),
    {
      employee_id: 'd',
      classification: 'Electrician',
      work_date: '2026-03-14',
      pay_type: 'OT',
      hours: '4.00',
      rate: '38.5000',
      amount_cents: 23_100,
    },
    ...['09', '10'].map((d) => ({
      employee_id: 'e',
      classification: 'Electrician',
      work_date: `2026-03-${d}`,
      pay_type: 'REG' as const,
      hours: '8.00',
      rate: '19.2500',
      amount_cents: 15_400,
    })),
  ],
  cash_in_lieu: [{ employee_id: 'd', classification: 'Electrician', amount_cents: 12_012 }],
  checks: [
    {
      employee_id: 'd',
      check_gross_cents: 189_112,
      week_gross_cents: 189_112,
      fica_cents: 14_467,
      federal_cents: 20_148,
      state_cents: 0,
      other_cents: 2_500,
    },
    {
      employee_id: 'e',
      check_gross_cents: 30_800,
      week_gross_cents: 30_800,
      fica_cents: 2_356,
      federal_cents: 1_234,
      state_cents: 0,
      other_cents: 0,
    },
  ],
};

const statement: TWh347Statement = {
  signerName: 'Pat Owner',
  signerTitle: 'President',
  signedAt: new Date('2026-03-18T15:04:00Z'),
  fringePayment: 'both',
  exceptions: [{ craft: 'Laborer', explanation: 'Vacation fund paid in cash this week' }],
  remarks: 'Second shift on Saturday.',
  status: 'signed',
  revision: 0,
};

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);

/** The PDF's text as one line: words joined by a space, a word broken at a hyphen joined again. */
async function textOf(layout: 'revised' | 'previous'): Promise<string> {
  const pdf = await renderWh347Pdf(buildWh347(source), statement, layout, { compress: false });
  if (process.env.WH347_PDF_OUT) fs.writeFileSync(`${process.env.WH347_PDF_OUT}-${layout}.pdf`, pdf);
  return pdfText(pdf)
    .replace(/\s+/g, ' ')
    .replace(/(\w)- (\w)/g, '$1-$2');
}

/** Each field of the fixture (one a line), found in the PDF in the fixture's order: the first missing one fails. */
function expectFieldsInOrder(text: string, fixtureName: string): void {
  const fields = fs.readFileSync(fixture(fixtureName), 'utf8').trim().split('\n');
  let at = 0;
  for (const field of fields) {
    const found = text.indexOf(field, at);
    expect(found, `"${field}" after …${text.slice(Math.max(0, at - 60), at)}`).toBeGreaterThanOrEqual(0);
    at = found + field.length;
  }
}

describe('the WH-347 PDF, field by field', () => {
  it('revised layout: page 1 and the statement of compliance', async () => {
    expectFieldsInOrder(await textOf('revised'), 'wh347-revised.txt');
  });

  it('previous layout (Rev. 2008)', async () => {
    expectFieldsInOrder(await textOf('previous'), 'wh347-previous.txt');
  });

  it('fails on a wrong figure', async () => {
    const text = (await textOf('revised')).replace('1,519.97', '1,519.98');
    expect(() => expectFieldsInOrder(text, 'wh347-revised.txt')).toThrow();
  });
});
