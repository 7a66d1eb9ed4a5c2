import { FileUp, Upload } from 'lucide-react';
import * as React from 'react';
import { FormAlert } from '@/components/field';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/**
 * Where a file is dropped or browsed for (the import dialogs). `hint` says what the file holds;
 * `accept` and `fileLabel` (the file input's accessible name) default to a CSV's. While `isReading`
 * the Browse button spins and a dropped file is ignored.
 */
export function FileDropZone({
  onFile,
  error,
  hint,
  accept = '.csv,text/csv',
  fileLabel = 'CSV file',
  prompt = 'Drag and drop a CSV file here',
  isReading = false,
}: {
  onFile: (file: File) => void;
  error: string | null;
  hint: React.ReactNode;
  accept?: string;
  fileLabel?: string;
  prompt?: string;
  isReading?: boolean;
}) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = React.useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer shortcut; the Browse button is the accessible way
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-8 text-center transition-colors',
        isDragging ? 'border-primary bg-primary/5' : 'border-muted-foreground/30',
        error && 'border-destructive',
      )}
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setIsDragging(false);
        const file = event.dataTransfer.files[0];
        if (file && !isReading) onFile(file);
      }}
    >
      <Upload className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{prompt}</p>
      <p className="text-muted-foreground text-sm">or</p>
      <Button type="button" variant="outline" disabled={isReading} onClick={() => inputRef.current?.click()}>
        {isReading ? <ButtonSpinner /> : <FileUp aria-hidden="true" />}
        {isReading ? 'Reading the file…' : 'Browse Files'}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        aria-label={fileLabel}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again must fire another change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {error ? <FormAlert message={error} /> : <p className="text-muted-foreground text-xs">{hint}</p>}
    </div>
  );
}
