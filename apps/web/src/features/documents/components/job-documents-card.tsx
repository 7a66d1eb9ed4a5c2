import { DOCUMENT_MESSAGES, documentFileProblem, type TDocument } from '@groundwork/shared';
import * as React from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { PagedListState } from '@/components/list-state';
import { SearchBox } from '@/components/search-box';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { errorMessage } from '@/lib/api-fetch';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  downloadDocument,
  useDeleteDocument,
  useJobDocuments,
  useUploadDocument,
} from '../api/use-documents';
import { DocumentDropZone } from './document-drop-zone';
import { DocumentsTable } from './documents-table';

const PAGE_SIZE = 10;

/**
 * The job's documents (decision 014): uploads and the PDFs of its approved pay applications — search,
 * pages, download, upload by drop or picker, delete after a confirmation. `#documents` scrolls here.
 */
export function JobDocumentsCard({ jobId }: { jobId: string }) {
  const canWrite = useCan('documents:write');
  const [search, setSearch] = React.useState('');
  const [page, setPage] = React.useState(1);
  const debouncedSearch = useDebouncedValue(search.trim());
  const documents = useJobDocuments(jobId, { search: debouncedSearch, page, pageSize: PAGE_SIZE });
  const upload = useUploadDocument(jobId);
  const remove = useDeleteDocument();
  const [progress, setProgress] = React.useState<string | null>(null);
  const [downloadingId, setDownloadingId] = React.useState<string | null>(null);
  const [deleting, setDeleting] = React.useState<TDocument | null>(null);
  const cardRef = React.useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const hasItems = documents.isSuccess;

  React.useEffect(() => {
    if (hash === '#documents' && hasItems) cardRef.current?.scrollIntoView({ block: 'start' });
  }, [hash, hasItems]);
  // The last document of a later page deleted: show the page before.
  const isPageEmpty = documents.data?.items.length === 0 && page > 1;
  React.useEffect(() => {
    if (isPageEmpty) setPage((p) => Math.max(1, p - 1));
  }, [isPageEmpty]);

  const uploadFiles = async (files: File[]) => {
    let uploaded = 0;
    for (const [index, file] of files.entries()) {
      const problem = documentFileProblem(file);
      if (problem) {
        toast.error(`${file.name}: ${problem}`);
        continue;
      }
      setProgress(
        files.length > 1 ? `Uploading ${index + 1} of ${files.length}…` : `Uploading ${file.name}…`,
      );
      try {
        await upload.mutateAsync(file);
        uploaded++;
      } catch (error) {
        toast.error(`${file.name}: ${errorMessage(error, 'The upload failed')}`);
      }
    }
    setProgress(null);
    if (uploaded > 0) {
      setPage(1);
      toast.success(uploaded === 1 ? DOCUMENT_MESSAGES.uploaded : `${uploaded} documents uploaded`);
    }
  };

  const download = async (d: TDocument) => {
    setDownloadingId(d.id);
    try {
      await downloadDocument(d);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not download the document'));
    } finally {
      setDownloadingId(null);
    }
  };

  return (
    <Card id="documents" ref={cardRef} className="scroll-mt-20">
      <CardHeader>
        <CardTitle asChild>
          <h2>Documents</h2>
        </CardTitle>
        <CardDescription>
          Files kept with this job: uploads, and the PDF of each approved pay application.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {canWrite ? (
          <DocumentDropZone
            onFiles={(files) => void uploadFiles(files)}
            isUploading={progress !== null}
            progress={progress}
          />
        ) : null}
        <SearchBox
          id="job-documents-search"
          label="Search documents"
          placeholder="File name"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <PagedListState
          query={documents}
          emptyText={debouncedSearch ? 'No documents match the search' : 'No documents yet'}
          errorText="Could not load the documents"
          pagerLabel="Document pages"
          onPageChange={setPage}
        >
          {(data) => (
            <DocumentsTable
              items={data.items}
              canWrite={canWrite}
              downloadingId={downloadingId}
              onDownload={(d) => void download(d)}
              onDelete={setDeleting}
            />
          )}
        </PagedListState>
      </CardContent>
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title={`Delete ${deleting?.file_name ?? 'the document'}?`}
        description={
          deleting?.source
            ? 'The PDF is removed from the job documents. The pay application stays as it is, and "Attach to job documents" on it makes the PDF again.'
            : 'The file is removed for good.'
        }
        isDeleting={remove.isPending}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        onDelete={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(DOCUMENT_MESSAGES.deleted);
            setDeleting(null);
          } catch (error) {
            toast.error(errorMessage(error, 'The document could not be deleted'));
          }
        }}
      />
    </Card>
  );
}
