import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MyPayStubs } from '../components/my-pay-stubs';

/** My Pay Stubs (issue 21, item 5): the signed-in person's own checks of posted runs, with their PDFs. */
export function MyPayStubsPage() {
  useDocumentTitle('My Pay Stubs');
  const canOwn = useCan('time:own');
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
      <PageHeader title="My Pay Stubs" subtitle="Your checks of posted payroll runs" />
      {canOwn ? (
        <Card>
          <CardContent className="max-sm:px-2">
            <MyPayStubs />
          </CardContent>
        </Card>
      ) : (
        <p className="text-muted-foreground">Pay stubs are for the company's employees.</p>
      )}
    </div>
  );
}
