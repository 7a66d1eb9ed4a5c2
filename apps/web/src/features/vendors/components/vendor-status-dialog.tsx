import type { TVendor } from '@groundwork/shared';
import * as React from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';

/** Deactivate (active vendor) or Reactivate (inactive one), after a confirmation. */
export function VendorStatusDialog({
  vendor,
  isPending,
  onConfirm,
}: {
  vendor: TVendor;
  isPending: boolean;
  onConfirm: (isActive: boolean) => Promise<boolean>;
}) {
  const [isOpen, setOpen] = React.useState(false);
  const isDeactivating = vendor.is_active;
  const verb = isDeactivating ? 'Deactivate' : 'Reactivate';

  return (
    <AlertDialog open={isOpen} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant={isDeactivating ? 'outline' : 'default'}>{verb}</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {verb} {vendor.vendor_number}?
          </AlertDialogTitle>
          <AlertDialogDescription>
            {isDeactivating
              ? `${vendor.name} will no longer be offered for new subcontracts and purchase orders. Existing ones keep the vendor, and you can reactivate it at any time.`
              : `${vendor.name} will be offered for new subcontracts and purchase orders again.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant={isDeactivating ? 'destructive' : 'default'}
            disabled={isPending}
            onClick={async (event) => {
              // Stay open until the server has answered.
              event.preventDefault();
              if (await onConfirm(!isDeactivating)) setOpen(false);
            }}
          >
            {isPending ? <ButtonSpinner /> : null}
            {verb}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
