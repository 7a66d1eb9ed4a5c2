import { FileTextIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { errorId } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { openVendorDocument, vendorDocumentProblem } from '../api/vendor-documents';

/** The stored file's name ('w9-1767225600000.pdf'), as a link that opens it in a new tab. */
export function ViewDocumentButton({ path, label }: { path: string; label: string }) {
  const [isOpening, setOpening] = React.useState(false);
  return (
    <Button
      type="button"
      variant="link"
      size="sm"
      className="h-auto p-0"
      disabled={isOpening}
      aria-label={label}
      onClick={async () => {
        setOpening(true);
        try {
          await openVendorDocument(path);
        } catch (error) {
          console.error('Opening the document failed', error);
          toast.error('Could not open the file');
        } finally {
          setOpening(false);
        }
      }}
    >
      <FileTextIcon aria-hidden="true" />
      View file
    </Button>
  );
}

/**
 * Picks a PDF, PNG or JPEG (≤ 10 MB) for a certificate or the W-9; the file is uploaded when the form
 * is saved. Shows the stored file with a link to view it.
 */
export function VendorDocumentInput({
  id,
  label,
  storedPath,
  file,
  onFile,
}: {
  id: string;
  label: string;
  storedPath: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
}) {
  const [problem, setProblem] = React.useState<string | null>(null);
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="file"
        accept="application/pdf,image/png,image/jpeg"
        aria-invalid={problem ? true : undefined}
        aria-describedby={errorId(id)}
        onChange={(event) => {
          const picked = event.target.files?.[0] ?? null;
          const reason = picked ? vendorDocumentProblem(picked) : null;
          setProblem(reason);
          onFile(reason ? null : picked);
          if (reason) event.target.value = '';
        }}
      />
      <div id={errorId(id)} className="flex min-h-5 flex-wrap items-center gap-2 text-sm">
        {problem ? <span className="text-destructive">{problem}</span> : null}
        {!problem && file ? (
          <span className="text-muted-foreground">{file.name} will be uploaded on save</span>
        ) : null}
        {!problem && !file && storedPath ? (
          <>
            <span className="text-muted-foreground">On file.</span>
            <ViewDocumentButton path={storedPath} label={`View the stored ${label.toLowerCase()}`} />
          </>
        ) : null}
        {!problem && !file && !storedPath ? <span className="text-muted-foreground">No file yet</span> : null}
      </div>
    </div>
  );
}
