import { BRANDING_MESSAGES } from '@groundwork/shared/branding/branding.constants';
import * as React from 'react';
import { toast } from 'sonner';

/** Spec §9: the copy icon turns into a check and resets after 2 seconds. */
export const COPY_RESET_MS = 2000;

export function useCopyToClipboard() {
  const [copiedKey, setCopiedKey] = React.useState<string | null>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (key: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Copying to the clipboard failed', error);
      toast.error('Copy failed');
      return;
    }
    toast.success(BRANDING_MESSAGES.copied);
    setCopiedKey(key);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopiedKey(null), COPY_RESET_MS);
  };

  return { copiedKey, copy };
}
