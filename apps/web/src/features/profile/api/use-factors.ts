import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import { profileKeys } from './profile-keys';

/** The person's authenticator apps (TOTP factors), verified or not, from the auth service. */
export function useFactors() {
  return useQuery({
    queryKey: profileKeys.factors,
    queryFn: async () => {
      const { data, error } = await getSupabase().auth.mfa.listFactors();
      if (error) throw error;
      return data.all.filter((f) => f.factor_type === 'totp');
    },
  });
}

/**
 * supabase-js hands the QR code over as `data:image/svg+xml;utf-8,<svg…>` with the markup unescaped; a
 * '#' in it (a colour) would end the URL early, so the markup is percent-encoded for an <img>.
 */
export function qrImageSrc(qrCode: string): string {
  const match = /^data:image\/svg\+xml;utf-?8,(.*)$/s.exec(qrCode);
  if (!match?.[1]) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(match[1])}`;
}

export type TEnrolment = { id: string; qrCode: string; secret: string; uri: string };

export function useEnrolFactor() {
  return useMutation({
    mutationFn: async (friendlyName: string): Promise<TEnrolment> => {
      const { data, error } = await getSupabase().auth.mfa.enroll({ factorType: 'totp', friendlyName });
      if (error) throw error;
      return {
        id: data.id,
        qrCode: qrImageSrc(data.totp.qr_code),
        secret: data.totp.secret,
        uri: data.totp.uri,
      };
    },
  });
}

/** Confirms an enrolment with a code from the app: the factor becomes verified, the session aal2. */
export function useConfirmFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { factorId: string; code: string }) => {
      const { error } = await getSupabase().auth.mfa.challengeAndVerify(input);
      if (error) throw error;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.factors }),
        queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
        queryClient.invalidateQueries({ queryKey: profileKeys.events }),
      ]),
  });
}

export function useRemoveFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (factorId: string) => {
      const { error } = await getSupabase().auth.mfa.unenroll({ factorId });
      if (error) throw error;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.factors }),
        queryClient.invalidateQueries({ queryKey: profileKeys.events }),
      ]),
  });
}
