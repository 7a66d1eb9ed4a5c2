import * as React from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ButtonSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-fetch';
import { useDeleteCompany } from '../api/use-support-companies';

type TCompanyRef = { id: string; name: string };

function DeleteCompanyForm({
  company,
  onClose,
  onDeleted,
}: {
  company: TCompanyRef;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteCompany();
  const [typed, setTyped] = React.useState('');
  // The exact name, as the server compares it: no trimming, no case folding.
  const matches = typed === company.name;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    remove.mutate(
      { id: company.id, confirmName: typed },
      {
        onSuccess: () => {
          toast.success('Company deleted successfully');
          onClose();
          onDeleted?.();
        },
        onError: (error) => {
          console.error('Deleting the company failed', error);
          toast.error(`Failed to delete: ${errorMessage(error, 'Please try again.')}`);
        },
      },
    );
  };

  return (
    <form className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor="confirm-company-name">
          Type <span className="font-semibold">{company.name}</span> to confirm
        </Label>
        <Input
          id="confirm-company-name"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <AlertDialogFooter>
        <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
        <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
          {remove.isPending ? <ButtonSpinner /> : null}
          Delete Company
        </Button>
      </AlertDialogFooter>
    </form>
  );
}

/**
 * Deleting a company removes it and everything it owns, so the director types its name first; the
 * button stays disabled until the typed text equals the name exactly.
 */
export function DeleteCompanyDialog({
  company,
  onClose,
  onDeleted,
}: {
  company: TCompanyRef | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  return (
    <AlertDialog open={company !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {company?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently deletes the company and everything it owns: its users' access, customers, jobs,
            employees and settings. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {company ? (
          <DeleteCompanyForm key={company.id} company={company} onClose={onClose} onDeleted={onDeleted} />
        ) : null}
      </AlertDialogContent>
    </AlertDialog>
  );
}
