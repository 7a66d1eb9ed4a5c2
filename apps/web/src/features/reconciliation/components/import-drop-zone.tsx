import { FileUp, Upload } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

export const STATEMENT_FILE_ACCEPT = '.ofx,.qfx,.qbo,.csv,.txt,.xml,.bai,.bai2,.053';

/** Where the bank's statement file is dropped or browsed for (any format the server reads). */
export function ImportDropZone({
  onFile,
  error,
  isReading,
}: {
  onFile: (file: File) => void;
  error: string | null;
  isReading: boolean;
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
      <p className="font-medium">Drag and drop the bank's statement file here</p>
      <p className="text-muted-foreground text-sm">or</p>
      <Button type="button" variant="outline" disabled={isReading} onClick={() => inputRef.current?.click()}>
        {isReading ? <ButtonSpinner /> : <FileUp aria-hidden="true" />}
        {isReading ? 'Reading the file…' : 'Browse Files'}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={STATEMENT_FILE_ACCEPT}
        aria-label="Statement file"
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
        <p className="text-muted-foreground text-xs">
          OFX or QFX (Quicken, QuickBooks), CSV, CAMT.053 (ISO 20022 XML) or BAI2. The original file is kept.
        </p>
      )}
    </div>
  );
}
