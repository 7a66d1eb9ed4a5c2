import { BANK_STATEMENT_FORMAT_LABELS, formatLongDateTime } from '@groundwork/shared';
import { DownloadIcon } from 'lucide-react';
import { toast } from 'sonner';
import { IconAction } from '@/components/icon-action';
import { QueryState } from '@/components/query-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { downloadStatementFile, type useStatementImports } from '../api/statements-api';
import { periodText } from './import-preview-summary';

const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The account's statement imports newest first, each with its original file to download. */
export function ImportHistory({ imports }: { imports: ReturnType<typeof useStatementImports> }) {
  return (
    <section aria-labelledby="imports-heading" className="grid grid-cols-1 gap-3">
      <h2 id="imports-heading" className="font-semibold text-lg">
        Statement imports
      </h2>
      <QueryState query={imports} loadingLabel="Loading imports" errorText="Could not load the imports">
        {(data) =>
          data.items.length === 0 ? (
            <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
              No statement imported yet.
            </p>
          ) : (
            <div className="overflow-x-auto">
              <Table aria-label="Statement imports">
                <TableHeader>
                  <TableRow>
                    <TableHead>File</TableHead>
                    <TableHead className="max-sm:hidden">Format</TableHead>
                    <TableHead>Period</TableHead>
                    <TableHead className="text-right">Lines</TableHead>
                    <TableHead className="max-lg:hidden">Imported</TableHead>
                    <TableHead>
                      <span className="sr-only">Download</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.items.map((item) => (
                    <TableRow key={item.id}>
                      <TableCell className="max-w-64 truncate" title={item.file_name}>
                        {item.file_name}
                        <div className="text-muted-foreground text-xs">{size(item.size_bytes)}</div>
                      </TableCell>
                      <TableCell className="max-sm:hidden">
                        {BANK_STATEMENT_FORMAT_LABELS[item.format]}
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        {periodText(item.period_start, item.period_end)}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {item.line_count}
                        <div className="whitespace-nowrap text-muted-foreground text-xs">
                          {item.new_count} new · {item.duplicate_count} known
                        </div>
                      </TableCell>
                      <TableCell className="text-muted-foreground text-xs max-lg:hidden">
                        {formatLongDateTime(item.created_at)}
                        {item.created_by_name ? ` by ${item.created_by_name}` : ''}
                      </TableCell>
                      <TableCell className="text-right">
                        {item.format === 'manual' ? null : (
                          <IconAction
                            label={`Download ${item.file_name}`}
                            onClick={() =>
                              void downloadStatementFile(item.id, item.file_name).catch((error: unknown) =>
                                toast.error('Could not download the file', {
                                  description: errorMessage(error, 'Please try again.'),
                                }),
                              )
                            }
                          >
                            <DownloadIcon aria-hidden />
                          </IconAction>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
