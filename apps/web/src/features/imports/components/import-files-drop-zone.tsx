import { FileUp, Upload } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

export const IMPORT_FILE_ACCEPT =
  '.iif,.csv,.txt,.xlsx,.xls,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The shared drop zone's look (components/file-drop-zone.tsx) for several files at once: an import
 * run takes an IIF and three reports in one go. Browse is the keyboard's way in.
 */
export function ImportFilesDropZone({
  onFiles,
  isBusy,
  busyText,
}: {
  onFiles: (files: File[]) => void;
  isBusy: boolean;
  busyText: string;
}) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = React.useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer shortcut; the Browse button is the accessible way
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center transition-colors sm:p-8',
        isDragging ? 'border-primary bg-primary/5' : 'border-muted-foreground/30',
      )}
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setIsDragging(false);
        const files = [...event.dataTransfer.files];
        if (files.length > 0 && !isBusy) onFiles(files);
      }}
    >
      <Upload className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">Drag and drop your files here</p>
      <p className="text-muted-foreground text-sm">or</p>
      <Button type="button" variant="outline" disabled={isBusy} onClick={() => inputRef.current?.click()}>
        {isBusy ? <ButtonSpinner /> : <FileUp aria-hidden="true" />}
        {isBusy ? busyText : 'Browse Files'}
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={IMPORT_FILE_ACCEPT}
        aria-label="Import files"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <p className="text-muted-foreground text-xs">
        IIF lists, QuickBooks reports (Trial Balance, Open Invoices or A/R Aging Detail, Unpaid Bills or A/P
        Aging Detail, Journal) as CSV or Excel, or the CSV templates. Up to 50 MB each.
      </p>
    </div>
  );
}
