import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from './use-me';

/** Spec §4: after a session, a person without a role record goes to /setup, everyone else to /dashboard. */
export async function pathAfterSignIn(queryClient: QueryClient): Promise<'/setup' | '/dashboard'> {
  try {
    const me = await queryClient.fetchQuery(meQueryOptions);
    return me.roles.length === 0 ? '/setup' : '/dashboard';
  } catch (error) {
    // The guard on /dashboard shows the failure and offers a retry.
    console.error('Could not load the signed-in user', error);
    return '/dashboard';
  }
}
