import { FileUp, Upload } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Where a CSV is dropped or browsed for (the import dialogs); `hint` names the columns expected. */
export function CsvDropZone({
  onFile,
  error,
  hint,
}: {
  onFile: (file: File) => void;
  error: string | null;
  hint: string;
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
        if (file) onFile(file);
      }}
    >
      <Upload className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">Drag and drop a CSV file here</p>
      <p className="text-muted-foreground text-sm">or</p>
      <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
        <FileUp aria-hidden="true" />
        Browse Files
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again must fire another change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : (
        <p className="text-muted-foreground text-xs">{hint}</p>
      )}
    </div>
  );
}
