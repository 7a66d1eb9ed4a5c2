import type { TCostCategory } from '@groundwork/shared';
import { Info, Plus } from 'lucide-react';
import * as React from 'react';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFindCostCategories } from '../api/use-find-cost-categories';
import { CostCategoryDeleteDialog } from '../components/cost-category-delete-dialog';
import { CostCategoryDialog } from '../components/cost-category-dialog';
import { CostCategoryTable } from '../components/cost-category-table';

/** What cost categories are: the explanatory card of spec §2. */
function AboutCostCategories() {
  return (
    <Card className="border-primary/30 bg-primary/5">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <Info className="size-5 text-primary" aria-hidden="true" />
            About cost categories
          </h2>
        </CardTitle>
        <CardDescription>
          Cost categories are the types of cost a job spends money on — Labor (L), Material (M), Subcontract
          (S), Equipment (E) and Other (O), plus any you add. Each budget line and cost is tracked by cost
          code and category, and each category is mapped to a general ledger account, so job costs post to the
          right account of your chart of accounts. Inactive categories stay on past records but cannot be used
          on new jobs.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

/** Cost Categories (spec §2): the table, Add Category, the add/edit dialog and the delete confirmation. */
export function CostCategoriesPage() {
  useDocumentTitle('Cost Categories');
  const canEdit = useCan('company:edit');
  const categories = useFindCostCategories();
  const [dialog, setDialog] = React.useState<{ category: TCostCategory | null } | null>(null);
  const [deleting, setDeleting] = React.useState<TCostCategory | null>(null);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="Cost Categories"
        subtitle="Categories of cost and their general ledger accounts"
        actions={
          canEdit ? (
            <Button onClick={() => setDialog({ category: null })}>
              <Plus aria-hidden="true" />
              Add Category
            </Button>
          ) : null
        }
      />
      <Card>
        <CardContent>
          <QueryState
            query={categories}
            loadingLabel="Loading cost categories"
            loadingRows={5}
            errorText="Could not load cost categories"
          >
            {(data) =>
              data.items.length === 0 ? (
                <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
                  No cost categories yet.{canEdit ? ' Add your first category to get started.' : ''}
                </p>
              ) : (
                <CostCategoryTable
                  categories={data.items}
                  canEdit={canEdit}
                  onEdit={(category) => setDialog({ category })}
                  onDelete={setDeleting}
                />
              )
            }
          </QueryState>
        </CardContent>
      </Card>
      <AboutCostCategories />
      <CostCategoryDialog
        isOpen={dialog !== null}
        category={dialog?.category ?? null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDialog(null);
        }}
      />
      <CostCategoryDeleteDialog
        category={deleting}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
      />
    </div>
  );
}
