import { FileUp, Upload } from 'lucide-react';
import * as React from 'react';
import { FormAlert } from '@/components/field';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/** One file (`onFile`, the first of a drop), or with `multiple` every file dropped or chosen (`onFiles`). */
type TFileDropZoneMode =
  | { multiple?: false; onFile: (file: File) => void }
  | { multiple: true; onFiles: (files: File[]) => void };

/** The files a drop or a choice hands over: the first alone, or all of them in `multiple` mode. */
export function chosenFiles(list: ArrayLike<File> | null | undefined, multiple: boolean): File[] {
  const files = Array.from(list ?? []);
  return multiple ? files : files.slice(0, 1);
}

/**
 * Where a file is dropped or browsed for (the import dialogs, the import run's upload step). `hint`
 * says what the file holds; `accept` and `fileLabel` (the file input's accessible name) default to a
 * CSV's. While `isReading` the Browse button spins (saying `readingText`) and a drop is ignored.
 */
export function FileDropZone({
  error = null,
  hint,
  accept = '.csv,text/csv',
  fileLabel = 'CSV file',
  prompt = 'Drag and drop a CSV file here',
  isReading = false,
  readingText = 'Reading the file…',
  ...mode
}: TFileDropZoneMode & {
  error?: string | null;
  hint: React.ReactNode;
  accept?: string;
  fileLabel?: string;
  prompt?: string;
  isReading?: boolean;
  readingText?: string;
}) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = React.useState(false);
  const isMultiple = mode.multiple === true;
  const hand = (list: ArrayLike<File> | null | undefined) => {
    const files = chosenFiles(list, isMultiple);
    if (files.length === 0) return;
    if (mode.multiple) mode.onFiles(files);
    else if (files[0]) mode.onFile(files[0]);
  };
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
        if (!isReading) hand(event.dataTransfer.files);
      }}
    >
      <Upload className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{prompt}</p>
      <p className="text-muted-foreground text-sm">or</p>
      <Button type="button" variant="outline" disabled={isReading} onClick={() => inputRef.current?.click()}>
        {isReading ? <ButtonSpinner /> : <FileUp aria-hidden="true" />}
        {isReading ? readingText : 'Browse Files'}
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple={isMultiple}
        accept={accept}
        aria-label={fileLabel}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // The same file chosen again must fire another change.
          event.target.value = '';
          hand(files);
        }}
      />
      {error ? <FormAlert message={error} /> : <p className="text-muted-foreground text-xs">{hint}</p>}
    </div>
  );
}
