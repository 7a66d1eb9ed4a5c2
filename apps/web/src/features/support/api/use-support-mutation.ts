import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportKeys } from './support-keys';

/** A support action: afterwards every support query (counts, lists, detail) is refetched. */
export function useSupportMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
