import { BRANDING_MESSAGES } from '@groundwork/shared/branding/branding.constants';
import { CheckCircle2Icon, DownloadIcon, ImageIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { downloadLogo } from '../api/logo-storage';
import type { TLogoUploadState } from '../hooks/use-logo-upload';
import { LogoDropZone } from './logo-drop-zone';

const STATE_TEXT: Record<Exclude<TLogoUploadState, 'idle'>, string> = {
  uploading: 'Uploading...',
  analyzing: 'Analyzing colors...',
  done: 'Done',
};

/** Spec §2: the current logo, upload and replace (while editing), and download. */
export function LogoCard({
  logoUrl,
  organizationName,
  isEditing,
  isSettingUpDefault,
  uploadState,
  onFile,
}: {
  logoUrl: string | null;
  organizationName: string;
  isEditing: boolean;
  isSettingUpDefault: boolean;
  uploadState: TLogoUploadState;
  onFile: (file: File) => void;
}) {
  const [isDownloading, setIsDownloading] = React.useState(false);
  const isBusy = uploadState === 'uploading' || uploadState === 'analyzing';

  const onDownload = async () => {
    if (!logoUrl) return;
    setIsDownloading(true);
    try {
      await downloadLogo(logoUrl);
      toast.success(BRANDING_MESSAGES.downloaded);
    } catch (error) {
      console.error('Downloading the logo failed', error);
      toast.error(BRANDING_MESSAGES.downloadFailedTitle, { description: BRANDING_MESSAGES.downloadFailed });
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <Card>
      <CardHeader className="grid-cols-[1fr_auto] items-start">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2 className="flex items-center gap-2 text-lg">
              <ImageIcon aria-hidden="true" className="size-5 text-primary" />
              Company Logo
            </h2>
          </CardTitle>
          <CardDescription>Shown in the sidebar and on documents.</CardDescription>
        </div>
        {logoUrl ? (
          <Button variant="outline" size="sm" disabled={isDownloading} onClick={onDownload}>
            <DownloadIcon aria-hidden="true" />
            Download
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex h-40 items-center justify-center rounded-lg border bg-[repeating-conic-gradient(#f1f5f9_0_25%,#ffffff_0_50%)] bg-[length:16px_16px] p-4">
          {logoUrl ? (
            <img
              src={logoUrl}
              alt={`${organizationName} logo`}
              className="max-h-full max-w-full object-contain"
            />
          ) : isSettingUpDefault ? (
            <Spinner label="Setting up the default logo" />
          ) : (
            <p className="text-muted-foreground text-sm">No logo yet</p>
          )}
        </div>
        {uploadState !== 'idle' ? (
          <p role="status" className="flex items-center gap-2 text-sm">
            {isBusy ? (
              <ButtonSpinner />
            ) : (
              <CheckCircle2Icon aria-hidden="true" className="size-4 text-success" />
            )}
            {STATE_TEXT[uploadState]}
          </p>
        ) : null}
        {isEditing ? <LogoDropZone isDisabled={isBusy} onFile={onFile} /> : null}
      </CardContent>
    </Card>
  );
}
