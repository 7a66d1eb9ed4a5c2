import {
  COMPANY_STATUS_FILTERS,
  SUBSCRIPTION_TIERS,
  type TSubscriptionTier,
  type TSupportCompany,
} from '@groundwork/shared';
import { Building2Icon, EyeIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { FilterSelect } from '@/components/filter-select';
import { IconAction } from '@/components/icon-action';
import { PagedListState } from '@/components/list-state';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useCan } from '@/features/auth/api/use-can';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFindSupportCompanies } from '../api/use-support-companies';
import { CreateCompanyDialog } from '../components/create-company-dialog';
import { DeleteCompanyDialog } from '../components/delete-company-dialog';
import { CompanyStatusBadge, TIER_LABELS, TierBadge } from '../components/support-badges';
import { formatDate } from '../components/support-format';
import { useCompanyStatusConfirmation } from '../hooks/use-company-status-confirmation';
import type { TCompanyStatusFilter } from '../support-types';

const PAGE_SIZE = 25;

function CompanyActions({
  company,
  isDirector,
  onToggle,
  onDelete,
}: {
  company: TSupportCompany;
  isDirector: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Tooltip>
        <TooltipTrigger asChild>
          <Button asChild variant="ghost" size="icon">
            <Link to={`/customer-support/companies/${company.id}`} aria-label={`View ${company.name}`}>
              <EyeIcon aria-hidden />
            </Link>
          </Button>
        </TooltipTrigger>
        <TooltipContent>View</TooltipContent>
      </Tooltip>
      {isDirector ? (
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={onToggle}
            aria-label={`${company.is_active ? 'Deactivate' : 'Activate'} ${company.name}`}
          >
            {company.is_active ? 'Deactivate' : 'Activate'}
          </Button>
          <IconAction label={`Delete ${company.name}`} onClick={onDelete}>
            <Trash2Icon aria-hidden className="text-destructive" />
          </IconAction>
        </>
      ) : null}
    </div>
  );
}

/** /customer-support/companies: every client company with search, tier and status filters. */
export function CompaniesPage() {
  useDocumentTitle('Companies');
  const isDirector = useCan('support:director');
  const [search, setSearch] = React.useState('');
  const [tier, setTier] = React.useState<TSubscriptionTier | ''>('');
  const [status, setStatus] = React.useState<TCompanyStatusFilter>('all');
  const [page, setPage] = React.useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const companies = useFindSupportCompanies({ search: debounced, tier, status, page, pageSize: PAGE_SIZE });
  const statusConfirmation = useCompanyStatusConfirmation();
  const [deleting, setDeleting] = React.useState<TSupportCompany | null>(null);
  const [isCreateOpen, setIsCreateOpen] = React.useState(false);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-4">
      <PageHeader
        title="Companies"
        subtitle="All client companies"
        actions={
          <Button onClick={() => setIsCreateOpen(true)}>
            <PlusIcon aria-hidden /> Create Company
          </Button>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          id="company-search"
          label="Search companies"
          placeholder="Name, company ID or email"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <FilterSelect
          id="company-tier-filter"
          label="Tier"
          className="w-44"
          value={tier}
          onChange={(value) => {
            setTier(SUBSCRIPTION_TIERS.find((t) => t === value) ?? '');
            setPage(1);
          }}
        >
          <option value="">All tiers</option>
          {SUBSCRIPTION_TIERS.map((t) => (
            <option key={t} value={t}>
              {TIER_LABELS[t]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="company-status-filter"
          label="Status"
          className="w-40"
          value={status}
          onChange={(value) => {
            setStatus(COMPANY_STATUS_FILTERS.find((s) => s === value) ?? 'all');
            setPage(1);
          }}
        >
          <option value="all">All</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </FilterSelect>
      </div>
      <PagedListState
        query={companies}
        emptyText="No companies found"
        errorText="Could not load companies"
        pagerLabel="Company pages"
        onPageChange={setPage}
      >
        {(data) => (
          <Table aria-label="Companies">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Company ID</TableHead>
                <TableHead>Tier</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Users</TableHead>
                <TableHead>Created</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.items.map((company) => (
                <TableRow key={company.id}>
                  <TableCell className="max-w-64 truncate font-medium">
                    <span className="flex items-center gap-2">
                      <Building2Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                      {company.name}
                    </span>
                  </TableCell>
                  <TableCell className="font-mono">{company.company_number ?? ''}</TableCell>
                  <TableCell>
                    <TierBadge tier={company.subscription_tier} />
                  </TableCell>
                  <TableCell>
                    <CompanyStatusBadge isActive={company.is_active} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{company.user_count}</TableCell>
                  <TableCell>{formatDate(company.created_at)}</TableCell>
                  <TableCell>
                    <CompanyActions
                      company={company}
                      isDirector={isDirector}
                      onToggle={() => statusConfirmation.toggle(company)}
                      onDelete={() => setDeleting(company)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </PagedListState>
      <CreateCompanyDialog open={isCreateOpen} onOpenChange={setIsCreateOpen} />
      <DeleteCompanyDialog company={deleting} onClose={() => setDeleting(null)} />
      <ConfirmActionDialog confirm={statusConfirmation.confirm} onClose={statusConfirmation.closeConfirm} />
    </div>
  );
}
