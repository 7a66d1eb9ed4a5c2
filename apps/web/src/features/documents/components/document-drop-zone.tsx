import { DOCUMENT_MAX_BYTES, formatFileSize } from '@groundwork/shared';
import { FileUp, Upload } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/**
 * Where files are dropped or browsed for: PDF, PNG or JPEG up to 20 MB, several at once. Dropping is the
 * pointer shortcut; the Upload button (a real button, reachable by keyboard) opens the file picker.
 */
export function DocumentDropZone({
  onFiles,
  isUploading,
  progress,
}: {
  onFiles: (files: File[]) => void;
  isUploading: boolean;
  /** "Uploading 2 of 3…" while files go up. */
  progress: string | null;
}) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = React.useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer shortcut; the Upload button is the accessible way
    <div
      data-testid="document-drop-zone"
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-lg border-2 border-dashed px-4 py-3 transition-colors',
        isDragging ? 'border-primary bg-primary/5' : 'border-muted-foreground/30',
      )}
      onDragOver={(event) => {
        event.preventDefault();
        if (!isUploading) setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setIsDragging(false);
        const files = [...event.dataTransfer.files];
        if (files.length > 0 && !isUploading) onFiles(files);
      }}
    >
      <div className="flex min-w-0 items-center gap-3">
        <Upload className="size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="grid gap-0.5 text-sm">
          <p className="font-medium">{progress ?? 'Drop files here to upload them to the job'}</p>
          <p className="text-muted-foreground text-xs">
            PDF, PNG or JPEG, up to {formatFileSize(DOCUMENT_MAX_BYTES)} each
          </p>
        </div>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={isUploading}
        onClick={() => inputRef.current?.click()}
      >
        {isUploading ? <ButtonSpinner /> : <FileUp aria-hidden="true" />}
        Upload files
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
        aria-label="Files to upload"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file chosen again must fire another change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
