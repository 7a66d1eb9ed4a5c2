import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';

export type TConfirm = {
  title: string;
  description: string;
  action: string;
  destructive?: boolean;
  run: () => void;
};

/** One confirmation for activate, deactivate and delete actions of the people and support pages. */
export function ConfirmActionDialog({ confirm, onClose }: { confirm: TConfirm | null; onClose: () => void }) {
  return (
    <AlertDialog open={confirm !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{confirm?.title}</AlertDialogTitle>
          <AlertDialogDescription>{confirm?.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={confirm?.destructive ? buttonVariants({ variant: 'destructive' }) : undefined}
            onClick={() => {
              confirm?.run();
              onClose();
            }}
          >
            {confirm?.action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
