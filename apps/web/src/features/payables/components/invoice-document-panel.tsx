import { DOCUMENT_MAX_BYTES, formatFileSize, type TDocument } from '@groundwork/shared';
import { FileText, FileUp, Upload } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useDocumentObjectUrl } from '../api/use-ap-invoices';

/** A blob as a URL for as long as it is shown; revoked when it changes or the panel leaves. */
function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/**
 * The vendor's invoice beside the form while it is keyed: a PDF in a frame (the browser's viewer), an
 * image as an image. A file just picked shows at once, before it is sent; a saved invoice shows its
 * stored document (fetched with the token). Drop a file on the panel or pick one with the button.
 */
export function InvoiceDocumentPanel({
  file,
  stored,
  error,
  isReadOnly,
  onPick,
}: {
  /** A file picked and not yet sent with the invoice. */
  file: File | null;
  stored: TDocument | null;
  error: string | null;
  isReadOnly: boolean;
  onPick: (file: File) => void;
}) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = React.useState(false);
  const storedBlob = useDocumentObjectUrl(file ? null : (stored?.id ?? null));
  const url = useObjectUrl(file ?? storedBlob.data);
  const type = file?.type ?? stored?.content_type ?? null;
  const name = file?.name ?? stored?.file_name ?? null;
  const isPdf = type === 'application/pdf';

  return (
    // Dropping is the pointer shortcut; the Choose file / Replace button is the accessible way.
    <section
      aria-label="Invoice document"
      className={cn(
        'flex h-full min-h-[28rem] flex-col overflow-hidden rounded-lg border bg-muted/20',
        isDragging && 'border-primary bg-primary/5',
      )}
      onDragOver={(event) => {
        if (isReadOnly) return;
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={(event) => {
        if (isReadOnly) return;
        event.preventDefault();
        setIsDragging(false);
        const dropped = event.dataTransfer.files[0];
        if (dropped) onPick(dropped);
      }}
    >
      <div className="flex items-center justify-between gap-2 border-b bg-background px-3 py-2">
        <div className="grid min-w-0 gap-0.5 text-sm">
          <span className="flex min-w-0 items-center gap-2">
            <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate font-medium" title={name ?? undefined}>
              {name ?? 'No document yet'}
            </span>
          </span>
          {file ? (
            <span className="text-muted-foreground text-xs">Sent when the invoice is saved</span>
          ) : null}
        </div>
        {isReadOnly ? null : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="shrink-0"
            onClick={() => inputRef.current?.click()}
          >
            <FileUp aria-hidden="true" />
            {name ? 'Replace' : 'Choose file'}
          </Button>
        )}
        <input
          ref={inputRef}
          type="file"
          accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
          aria-label="Invoice document file"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            event.target.value = '';
            if (picked) onPick(picked);
          }}
        />
      </div>
      {error ? (
        <p role="alert" className="border-b bg-destructive/5 px-3 py-2 text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <div className="relative flex min-h-0 flex-1 items-stretch justify-center">
        {url && isPdf ? (
          <iframe
            src={`${url}#navpanes=0&view=FitH`}
            title={`Invoice document ${name ?? ''}`.trim()}
            className="h-full min-h-[28rem] w-full bg-background"
          />
        ) : url ? (
          <div className="h-full w-full overflow-auto">
            <img src={url} alt={`Invoice document ${name ?? ''}`.trim()} className="w-full" />
          </div>
        ) : storedBlob.isLoading ? (
          <div className="flex items-center gap-2 self-center text-muted-foreground text-sm">
            <Spinner /> Loading the document…
          </div>
        ) : (
          <div className="flex flex-col items-center justify-center gap-2 p-6 text-center text-muted-foreground text-sm">
            <Upload aria-hidden="true" className="size-8" />
            {storedBlob.isError ? (
              <p>The document could not be loaded.</p>
            ) : isReadOnly ? (
              <p>No document was kept with this invoice.</p>
            ) : (
              <>
                <p className="font-medium text-foreground">Drop the vendor's invoice here</p>
                <p>PDF, PNG or JPEG, up to {formatFileSize(DOCUMENT_MAX_BYTES)}: it stays beside the form.</p>
              </>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
