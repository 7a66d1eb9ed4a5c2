import type { TSupportOverview } from '@groundwork/shared';
import { Building2Icon, PlusIcon, ShieldCheckIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSupportOverview } from '../api/use-support-overview';
import { AddAdminDialog } from '../components/add-admin-dialog';
import { CreateCompanyDialog } from '../components/create-company-dialog';

type TStat = { id: string; label: string; value: (o: TSupportOverview) => number };

function Stats({
  stats,
  overview,
  isPending,
}: {
  stats: TStat[];
  overview: TSupportOverview | undefined;
  isPending: boolean;
}) {
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-3">
      {stats.map((stat) => (
        <div key={stat.id} className="grid gap-1">
          <dt className="text-muted-foreground text-sm">{stat.label}</dt>
          <dd className="font-bold text-3xl tabular-nums" data-testid={stat.id}>
            {overview ? stat.value(overview) : isPending ? <Skeleton className="h-9 w-12" /> : '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SupportCard({
  icon: Icon,
  title,
  description,
  children,
  actions,
}: {
  icon: typeof UsersIcon;
  title: string;
  description: string;
  children: React.ReactNode;
  actions: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <Icon className="size-5 text-primary" aria-hidden />
            {title}
          </h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">{children}</CardContent>
      <CardFooter className="flex-wrap gap-2">{actions}</CardFooter>
    </Card>
  );
}

/** /customer-support: the counts of client support and the way into its lists (spec §2). */
export function SupportDashboardPage() {
  useDocumentTitle('Client Support');
  const isDirector = useCan('support:director');
  const overview = useSupportOverview();
  const [isCreateOpen, setIsCreateOpen] = React.useState(false);
  const [isAddAdminOpen, setIsAddAdminOpen] = React.useState(false);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="Client Support"
        subtitle="Manage client companies, their users and internal administrators"
      />
      {overview.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-4"
        >
          <p className="text-sm">Could not load the counts: {overview.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void overview.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-busy={overview.isPending}>
        <SupportCard
          icon={Building2Icon}
          title="Companies"
          description="Client companies using the product"
          actions={
            <>
              <Button onClick={() => setIsCreateOpen(true)}>
                <PlusIcon aria-hidden /> Create Company
              </Button>
              <Button asChild variant="outline">
                <Link to="/customer-support/companies">View Companies</Link>
              </Button>
            </>
          }
        >
          <Stats
            overview={overview.data}
            isPending={overview.isPending}
            stats={[
              { id: 'companies-total', label: 'Total', value: (o) => o.companies.total },
              { id: 'companies-inactive', label: 'Inactive', value: (o) => o.companies.inactive },
            ]}
          />
        </SupportCard>
        <SupportCard
          icon={UsersIcon}
          title="Users"
          description="Users across all companies"
          actions={
            <Button asChild variant="outline">
              <Link to="/customer-support/users">View Users</Link>
            </Button>
          }
        >
          <Stats
            overview={overview.data}
            isPending={overview.isPending}
            stats={[{ id: 'users-total', label: 'Total', value: (o) => o.users.total }]}
          />
        </SupportCard>
        <SupportCard
          icon={ShieldCheckIcon}
          title="Internal Admins"
          description="Directors and super admins of the product"
          actions={
            <>
              <Button asChild variant="outline">
                <Link to="/customer-support/internal-admins">Manage Admins</Link>
              </Button>
              {isDirector ? (
                <Button onClick={() => setIsAddAdminOpen(true)}>
                  <UserPlusIcon aria-hidden /> Add New Admin
                </Button>
              ) : null}
            </>
          }
        >
          <Stats
            overview={overview.data}
            isPending={overview.isPending}
            stats={[
              { id: 'admins-directors', label: 'Directors', value: (o) => o.internal_admins.directors },
              {
                id: 'admins-super-admins',
                label: 'Super Admins',
                value: (o) => o.internal_admins.super_admins,
              },
            ]}
          />
        </SupportCard>
      </div>
      <CreateCompanyDialog open={isCreateOpen} onOpenChange={setIsCreateOpen} />
      {isDirector ? <AddAdminDialog open={isAddAdminOpen} onOpenChange={setIsAddAdminOpen} /> : null}
    </div>
  );
}
