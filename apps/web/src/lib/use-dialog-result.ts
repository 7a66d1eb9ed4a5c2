import * as React from 'react';

/**
 * A dialog whose form, once submitted, shows what it produced (a temporary password, a new company)
 * until closed. Closing forgets the result, so the dialog opens on its form again.
 */
export function useDialogResult<TResult>(onOpenChange: (isOpen: boolean) => void) {
  const [result, setResult] = React.useState<TResult | null>(null);
  const close = () => {
    setResult(null);
    onOpenChange(false);
  };
  const handleOpenChange = (isOpen: boolean) => (isOpen ? onOpenChange(true) : close());
  return { result, setResult, close, handleOpenChange };
}
