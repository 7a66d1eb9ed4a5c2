import type { TSupportCompany } from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import type { TConfirm } from '@/components/confirm-action-dialog';
import { errorMessage } from '@/lib/api-fetch';
import { useSetCompanyActive } from '../api/use-support-companies';

/** A director's Deactivate / Activate of a company, confirmed first (spec §4, §6). */
export function useCompanyStatusConfirmation() {
  const setActive = useSetCompanyActive();
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);

  const toggle = (company: Pick<TSupportCompany, 'id' | 'name' | 'is_active'>) => {
    const activate = !company.is_active;
    setConfirm({
      title: `${activate ? 'Activate' : 'Deactivate'} ${company.name}?`,
      description: activate
        ? 'Its users will be able to sign in again.'
        : 'Its users are signed out at once and cannot sign in until the company is activated again. Its data is kept.',
      action: activate ? 'Activate' : 'Deactivate',
      destructive: !activate,
      run: () =>
        setActive.mutate(
          { id: company.id, active: activate },
          {
            onSuccess: () =>
              toast.success(activate ? 'Company activated successfully' : 'Company deactivated successfully'),
            onError: (error) => {
              console.error('Changing the company status failed', error);
              toast.error(
                `Failed to ${activate ? 'activate' : 'deactivate'}: ${errorMessage(error, 'Please try again.')}`,
              );
            },
          },
        ),
    });
  };

  return { confirm, closeConfirm: () => setConfirm(null), toggle };
}
