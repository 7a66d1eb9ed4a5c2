import { Construction } from 'lucide-react';
import { useLocation } from 'react-router';
import { findAppRoute } from '@/app/breadcrumbs';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** One component for every module not built yet: title and subtitle come from the route table. */
export function PlaceholderPage() {
  const { pathname } = useLocation();
  const route = findAppRoute(pathname)?.route;
  const title = route?.title ?? 'Coming soon';
  useDocumentTitle(title);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={title} subtitle={route?.subtitle} />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <Construction className="size-12 text-primary" aria-hidden="true" />
          <p className="font-semibold text-lg">Coming soon</p>
          <p className="max-w-md text-muted-foreground text-sm">
            {title} is coming soon. This module is being built and will be available in a future release.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
