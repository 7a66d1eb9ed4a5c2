import {
  ORGANIZATION_MESSAGES,
  type TOrganization,
  type TUpdateOrganizationProfile,
} from '@groundwork/shared';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-fetch';
import { useUpdateOrganizationProfile } from '../api/use-update-organization-profile';

/**
 * Saves one profile card with the spec's toasts (§8). Answers the saved organization, or null; a company
 * number another company uses is also reported through `onCompanyNumberTaken` to show at the field.
 */
export function useSaveProfileSection(onCompanyNumberTaken?: (message: string) => void) {
  const update = useUpdateOrganizationProfile();
  const save = async (input: TUpdateOrganizationProfile): Promise<TOrganization | null> => {
    try {
      const organization = await update.mutateAsync(input);
      toast.success(ORGANIZATION_MESSAGES.profileUpdated);
      return organization;
    } catch (error) {
      console.error('Updating the company profile failed', error);
      if (error instanceof ApiError && error.code === 'company_number_taken') {
        onCompanyNumberTaken?.(error.message);
      }
      toast.error(ORGANIZATION_MESSAGES.profileUpdateFailed);
      return null;
    }
  };
  return { save, isSaving: update.isPending };
}
