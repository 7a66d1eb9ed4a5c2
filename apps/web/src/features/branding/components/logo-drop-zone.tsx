import { LOGO_ACCEPT } from '@groundwork/shared/branding/branding.constants';
import { UploadIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Drag a logo onto it, or Browse (png, jpeg, svg; spec §5). */
export function LogoDropZone({ isDisabled, onFile }: { isDisabled: boolean; onFile: (file: File) => void }) {
  const input = React.useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = React.useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };

  return (
    <section
      aria-label="Upload logo"
      onDragOver={(event) => {
        event.preventDefault();
        if (!isDisabled) setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setIsDragging(false);
        if (!isDisabled) take(event.dataTransfer.files);
      }}
      className={cn(
        'grid justify-items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
        isDragging ? 'border-primary bg-primary/5' : 'border-input',
      )}
    >
      <UploadIcon aria-hidden="true" className="size-6 text-muted-foreground" />
      <p className="text-sm">Drag and drop your logo here, or</p>
      <Button variant="outline" size="sm" disabled={isDisabled} onClick={() => input.current?.click()}>
        Browse
      </Button>
      <input
        ref={input}
        type="file"
        accept={LOGO_ACCEPT}
        aria-label="Logo file"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <p className="text-muted-foreground text-xs">
        PNG, JPG or SVG under 5MB. A square image of 200x200 pixels is recommended.
      </p>
    </section>
  );
}
