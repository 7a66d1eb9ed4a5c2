import { describe, expect, it } from 'vitest';
import {
  complianceBlocksCommitment,
  complianceStatus,
  daysBetween,
  needsComplianceAttention,
  type TComplianceCertificate,
} from './vendor-compliance.ts';

const today = '2026-03-10';
const w9 = { path: null, received_on: '2026-01-02' };
const noLicense = { number: null, expiry: null };
const gl = (expiry_date: string): TComplianceCertificate => ({ kind: 'general_liability', expiry_date });

describe('complianceStatus', () => {
  it('is compliant with a general liability certificate beyond 30 days and a W-9', () => {
    expect(complianceStatus([gl('2026-04-10')], noLicense, w9, today)).toEqual({
      status: 'compliant',
      reasons: [],
    });
  });

  it('a W-9 file counts as on file too', () => {
    expect(
      complianceStatus([gl('2027-01-01')], noLicense, { path: 'o/v/w9.pdf', received_on: null }, today)
        .status,
    ).toBe('compliant');
  });

  it('is expiring from 30 days ahead through today', () => {
    expect(complianceStatus([gl('2026-04-09')], noLicense, w9, today)).toEqual({
      status: 'expiring',
      reasons: ['General liability insurance expires in 30 days (2026-04-09)'],
    });
    expect(complianceStatus([gl('2026-03-11')], noLicense, w9, today).reasons).toEqual([
      'General liability insurance expires in 1 day (2026-03-11)',
    ]);
    expect(complianceStatus([gl(today)], noLicense, w9, today).reasons).toEqual([
      'General liability insurance expires today (2026-03-10)',
    ]);
  });

  it('is expired from the day after the expiry date', () => {
    expect(complianceStatus([gl('2026-03-09')], noLicense, w9, today)).toEqual({
      status: 'expired',
      reasons: ['General liability insurance expired on 2026-03-09'],
    });
  });

  it('judges each kind by its latest certificate (a renewal replaces the old one)', () => {
    const certificates: TComplianceCertificate[] = [
      gl('2025-12-31'),
      gl('2026-12-31'),
      { kind: 'auto', expiry_date: '2026-01-01' },
    ];
    expect(complianceStatus(certificates, noLicense, w9, today)).toEqual({
      status: 'expired',
      reasons: ['Auto insurance expired on 2026-01-01'],
    });
  });

  it('is missing without a general liability certificate or a W-9', () => {
    expect(complianceStatus([], noLicense, w9, today)).toEqual({
      status: 'missing',
      reasons: ['No general liability certificate'],
    });
    expect(complianceStatus([gl('2027-01-01')], noLicense, { path: null, received_on: null }, today)).toEqual(
      {
        status: 'missing',
        reasons: ['No W-9 on file'],
      },
    );
  });

  it('judges the license by its expiry date; a license without one is fine', () => {
    expect(complianceStatus([gl('2027-01-01')], { number: 'L-1', expiry: null }, w9, today).status).toBe(
      'compliant',
    );
    expect(complianceStatus([gl('2027-01-01')], { number: 'L-1', expiry: '2026-03-01' }, w9, today)).toEqual({
      status: 'expired',
      reasons: ['License expired on 2026-03-01'],
    });
    expect(complianceStatus([gl('2027-01-01')], { number: 'L-1', expiry: '2026-03-20' }, w9, today)).toEqual({
      status: 'expiring',
      reasons: ['License expires in 10 days (2026-03-20)'],
    });
  });

  it('the worst state wins and every reason is listed, worst first', () => {
    const certificates: TComplianceCertificate[] = [
      { kind: 'workers_comp', expiry_date: '2026-03-15' },
      { kind: 'umbrella', expiry_date: '2026-02-01' },
    ];
    expect(complianceStatus(certificates, noLicense, { path: null, received_on: null }, today)).toEqual({
      status: 'expired',
      reasons: [
        'Umbrella insurance expired on 2026-02-01',
        'No general liability certificate',
        'No W-9 on file',
        "Workers' compensation insurance expires in 5 days (2026-03-15)",
      ],
    });
    expect(
      complianceStatus([gl('2026-03-15')], noLicense, { path: null, received_on: null }, today).status,
    ).toBe('missing');
  });
});

describe('helpers', () => {
  it('counts days across months and years', () => {
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
  });

  it('the dashboard counts expired and expiring; only expired blocks, and only when the company says so', () => {
    expect(
      ['compliant', 'expiring', 'expired', 'missing'].filter((s) => needsComplianceAttention(s as never)),
    ).toEqual(['expiring', 'expired']);
    expect(complianceBlocksCommitment('expired', true)).toBe(true);
    expect(complianceBlocksCommitment('expired', false)).toBe(false);
    expect(complianceBlocksCommitment('missing', true)).toBe(false);
    expect(complianceBlocksCommitment('expiring', true)).toBe(false);
  });
});
