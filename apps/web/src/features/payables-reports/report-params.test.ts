import { describe, expect, it } from 'vitest';
import {
  agingDetailLabel,
  agingQueryString,
  asOfFromParam,
  costSourceLabel,
  dueText,
  yearFromParam,
} from './report-params';

describe('payables report parameters', () => {
  it('the aging query: the date, the job only when chosen', () => {
    expect(agingQueryString('2026-05-31', '')).toBe('as_of=2026-05-31');
    expect(agingQueryString('2026-05-31', 'j-1')).toBe('as_of=2026-05-31&job_id=j-1');
  });

  it('takes the as-of date from the URL only when it is a real date', () => {
    expect(asOfFromParam('2026-02-28', '2026-11-26')).toBe('2026-02-28');
    for (const bad of [null, '', '2026-02-30', 'today', '2026-2-1'])
      expect(asOfFromParam(bad, '2026-11-26')).toBe('2026-11-26');
  });

  it('takes the year from the URL only when the report offers it', () => {
    expect(yearFromParam('2025', 2026)).toBe(2025);
    for (const bad of [null, '', '1999', '2101', '2025.5', '20x5', ' 2025'])
      expect(yearFromParam(bad, 2026)).toBe(2026);
  });

  it('names a bill and says how late it is', () => {
    expect(agingDetailLabel({ kind: 'invoice', number: '1042' })).toBe('Invoice 1042');
    expect(agingDetailLabel({ kind: 'retainage', number: 'J-26-001-SC-01' })).toBe(
      'Retainage released on J-26-001-SC-01',
    );
    expect(dueText({ due_date: '2026-05-30', days_past_due: -3 })).toBe('due 2026-05-30');
    expect(dueText({ due_date: '2026-05-30', days_past_due: 0 })).toBe('due 2026-05-30');
    expect(dueText({ due_date: '2026-05-30', days_past_due: 1 })).toBe('due 2026-05-30 · 1 day past due');
    expect(dueText({ due_date: '2026-03-29', days_past_due: 63 })).toBe('due 2026-03-29 · 63 days past due');
  });

  it('says where a line of job cost came from', () => {
    const invoice = { id: 'i' };
    expect(costSourceLabel({ source_type: 'ap_invoice', is_reversal: false, invoice })).toBe(
      'Vendor invoice',
    );
    expect(costSourceLabel({ source_type: 'reversal', is_reversal: true, invoice })).toBe(
      'Void of a vendor invoice',
    );
    expect(costSourceLabel({ source_type: 'reversal', is_reversal: true, invoice: null })).toBe('Reversal');
    expect(costSourceLabel({ source_type: 'manual', is_reversal: false, invoice: null })).toBe(
      'Journal entry',
    );
    expect(costSourceLabel({ source_type: 'something_new', is_reversal: false, invoice: null })).toBe(
      'something_new',
    );
  });
});
