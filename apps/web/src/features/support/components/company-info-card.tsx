import { formatLongDateTime, LEGAL_STRUCTURE_LABELS, type TLegalStructure } from '@groundwork/shared';
import type * as React from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { TSupportCompanyDetail } from '../support-types';
import { CompanyStatusBadge, TierBadge } from './support-badges';

function legalStructure(value: string | null): string {
  if (!value) return '';
  return value in LEGAL_STRUCTURE_LABELS ? LEGAL_STRUCTURE_LABELS[value as TLegalStructure] : value;
}

function fiscalYearEnd(value: string | null): string {
  const match = value ? /^(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return value ?? '';
  const date = new Date(2000, Number(match[1]) - 1, Number(match[2]));
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric' });
}

/** Every field of the organization, read only (support does not edit a client's profile). */
export function CompanyInfoCard({ company }: { company: TSupportCompanyDetail }) {
  const address = [company.address, [company.city, company.state].filter(Boolean).join(', '), company.zip]
    .filter(Boolean)
    .join(' · ');
  const rows: [string, React.ReactNode][] = [
    ['Company name', company.name],
    [
      'Company ID',
      <span key="id" className="font-mono">
        {company.company_number ?? ''}
      </span>,
    ],
    ['Subscription tier', <TierBadge key="tier" tier={company.subscription_tier} />],
    ['Status', <CompanyStatusBadge key="status" isActive={company.is_active} />],
    ['Users', company.user_count],
    ['Legal structure', legalStructure(company.legal_structure)],
    ['EIN', company.ein ?? ''],
    ['Email', company.email ?? ''],
    ['Phone', company.phone ?? ''],
    ['Address', address],
    ['Default currency', company.default_currency],
    ['Fiscal year end', fiscalYearEnd(company.fiscal_year_end)],
    ['Departments', company.departments_enabled ? 'Enabled' : 'Not used'],
    ['Created', formatLongDateTime(company.created_at)],
    ['Last updated', formatLongDateTime(company.updated_at)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Company Information</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map(([label, value]) => (
            <div key={label} className="grid min-w-0 gap-1">
              <dt className="text-muted-foreground text-sm">{label}</dt>
              <dd className="break-words text-sm">
                {value === '' ? <span className="text-muted-foreground">Not set</span> : value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
