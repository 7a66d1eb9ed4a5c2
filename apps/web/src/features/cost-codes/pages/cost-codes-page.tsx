import { COST_CODE_MESSAGES, type TCostCode } from '@groundwork/shared';
import { ChevronsDownUp, ChevronsUpDown, Plus } from 'lucide-react';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { downloadTextFile } from '@/features/imports/download-file';
import { ApiError, errorMessage } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFindCostCodes } from '../api/use-find-cost-codes';
import { useSaveCostCodes } from '../api/use-save-cost-codes';
import { CostCodeActions } from '../components/cost-code-actions';
import { CostCodeDeleteDialog } from '../components/cost-code-delete-dialog';
import { CostCodeTable } from '../components/cost-code-table';
import { ImportCostCodesDialog } from '../components/import-cost-codes-dialog';
import { NewCostCodeRow } from '../components/new-cost-code-row';
import {
  COST_CODE_EXPORT_FILE,
  COST_CODE_TEMPLATE_CSV,
  COST_CODE_TEMPLATE_FILE,
  costCodesExportCsv,
} from '../cost-code-csv';
import {
  addDraftRow,
  batchFrom,
  deleteDraftRow,
  draftErrors,
  draftFrom,
  draftHasChanges,
  editDraftRow,
  firstErrorText,
  groupCostCodes,
  newRowError,
  type TDraft,
  type TDraftRow,
} from '../cost-code-draft';

const EMPTY: readonly TCostCode[] = [];

/**
 * Standard Cost Codes (spec §2, §5, §6): everyone who can see the page reads and exports; editors
 * import, download the template and switch to the edit mode, whose changes Save All Changes sends as
 * one all-or-nothing batch.
 */
export function CostCodesPage() {
  useDocumentTitle('Standard Cost Codes');
  const canEdit = useCan('company:edit');
  const query = useFindCostCodes();
  const save = useSaveCostCodes();
  const codes = query.data?.items ?? EMPTY;
  const [searchParams, setSearchParams] = useSearchParams();
  const isImportOpen = canEdit && searchParams.get('import') === '1';
  const [draft, setDraft] = React.useState<TDraft | null>(null);
  const [expanded, setExpanded] = React.useState<ReadonlySet<string>>(new Set());
  const [isAdding, setIsAdding] = React.useState(false);
  const [deleting, setDeleting] = React.useState<TDraftRow | null>(null);
  const addButtonRef = React.useRef<HTMLButtonElement>(null);

  const isEditing = draft !== null;
  const rows = React.useMemo(() => draft?.rows ?? draftFrom(codes).rows, [draft, codes]);
  const groups = React.useMemo(() => groupCostCodes(rows), [rows]);
  const errors = React.useMemo(() => (draft ? draftErrors(codes, draft) : null), [codes, draft]);

  const setImportOpen = (isOpen: boolean) =>
    setSearchParams(
      (params) => {
        if (isOpen) params.set('import', '1');
        else params.delete('import');
        return params;
      },
      { replace: true },
    );

  const toggle = (prefix: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(prefix)) next.delete(prefix);
      else next.add(prefix);
      return next;
    });
  const isAllExpanded = groups.every((group) => group.children.length === 0 || expanded.has(group.prefix));

  const exportCsv = () => {
    if (codes.length === 0) {
      toast.error(COST_CODE_MESSAGES.noDataTitle, { description: COST_CODE_MESSAGES.noData });
      return;
    }
    downloadTextFile(COST_CODE_EXPORT_FILE, costCodesExportCsv(codes));
  };

  const startEditing = () => {
    setDraft(draftFrom(codes));
    setIsAdding(false);
  };
  const cancelEditing = () => {
    setDraft(null);
    setIsAdding(false);
  };

  const addRow = (code: string, description: string): string | null => {
    if (!draft) return null;
    const problem = newRowError(draft, code, description);
    if (problem) return problem;
    setDraft(addDraftRow(draft, code, description));
    setExpanded((current) => new Set(current).add(code.slice(0, 2)));
    return null;
  };

  const saveAll = async () => {
    if (!draft || !errors) return;
    const first = firstErrorText(groups, errors);
    if (first) {
      toast.error(COST_CODE_MESSAGES.validationError, { description: first });
      return;
    }
    try {
      await save.mutateAsync(batchFrom(draft).batch);
      toast.success(COST_CODE_MESSAGES.saved);
      cancelEditing();
    } catch (error) {
      console.error('Saving cost codes failed', error);
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        toast.error(COST_CODE_MESSAGES.validationError, { description: error.message });
      } else {
        toast.error(errorMessage(error, COST_CODE_MESSAGES.updateFailed));
      }
    }
  };

  const hasChanges = draft !== null && draftHasChanges(draft);
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="Standard Cost Codes"
        subtitle="The cost codes your jobs are tracked by"
        actions={
          <CostCodeActions
            canEdit={canEdit}
            isEditing={isEditing}
            isLoaded={query.isSuccess}
            hasChanges={hasChanges}
            isSaving={save.isPending}
            onExport={exportCsv}
            onImport={() => setImportOpen(true)}
            onTemplate={() => downloadTextFile(COST_CODE_TEMPLATE_FILE, COST_CODE_TEMPLATE_CSV)}
            onEdit={startEditing}
            onCancel={cancelEditing}
            onSave={() => void saveAll()}
          />
        }
      />
      <Card>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-muted-foreground text-sm">
              {isEditing
                ? 'Editing: change codes and descriptions in place, add or delete rows, then Save All Changes.'
                : codes.length > 0
                  ? `${codes.length.toLocaleString()} cost code${codes.length === 1 ? '' : 's'} · parents (XX-0000) group their children.`
                  : 'Codes have the format XX-XXXX; a parent XX-0000 groups the codes that start with its two digits.'}
            </p>
            {groups.some((group) => group.parent && group.children.length > 0) ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  setExpanded(isAllExpanded ? new Set() : new Set(groups.map((group) => group.prefix)))
                }
              >
                {isAllExpanded ? (
                  <ChevronsDownUp aria-hidden="true" />
                ) : (
                  <ChevronsUpDown aria-hidden="true" />
                )}
                {isAllExpanded ? 'Collapse All' : 'Expand All'}
              </Button>
            ) : null}
          </div>
          <QueryState
            query={query}
            loadingLabel="Loading cost codes"
            loadingRows={5}
            errorText="Could not load cost codes"
          >
            {() =>
              rows.length === 0 && !isAdding ? (
                <div className="grid justify-items-center gap-3 rounded-md border border-dashed p-8 text-center">
                  <p className="text-muted-foreground text-sm">
                    No cost codes yet.
                    {canEdit ? ' Import a CSV file, or edit the list to add them one by one.' : ''}
                  </p>
                  {isEditing ? (
                    <Button ref={addButtonRef} variant="outline" size="sm" onClick={() => setIsAdding(true)}>
                      <Plus aria-hidden="true" />
                      Add Cost Code
                    </Button>
                  ) : null}
                </div>
              ) : (
                <>
                  <CostCodeTable
                    groups={groups}
                    expanded={expanded}
                    onToggle={toggle}
                    editing={
                      draft && errors
                        ? {
                            errors: errors.byKey,
                            onChange: (key, patch) => setDraft(editDraftRow(draft, key, patch)),
                            onDelete: setDeleting,
                            onCreateParent: (parent) => {
                              setDraft(addDraftRow(draft, parent.code, parent.description));
                            },
                            newRow: isAdding ? (
                              <NewCostCodeRow
                                onAdd={addRow}
                                onCancel={() => {
                                  setIsAdding(false);
                                  requestAnimationFrame(() => addButtonRef.current?.focus());
                                }}
                              />
                            ) : null,
                          }
                        : undefined
                    }
                  />
                  {isEditing && !isAdding ? (
                    <div>
                      <Button
                        ref={addButtonRef}
                        variant="outline"
                        size="sm"
                        onClick={() => setIsAdding(true)}
                      >
                        <Plus aria-hidden="true" />
                        Add Cost Code
                      </Button>
                    </div>
                  ) : null}
                </>
              )
            }
          </QueryState>
        </CardContent>
      </Card>
      <CostCodeDeleteDialog
        row={deleting}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        onConfirm={(row) => {
          if (draft) setDraft(deleteDraftRow(draft, row.key));
          setDeleting(null);
        }}
      />
      <ImportCostCodesDialog isOpen={isImportOpen} onOpenChange={setImportOpen} />
    </div>
  );
}
