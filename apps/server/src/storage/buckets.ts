import { LOGO_BUCKET, LOGO_MAX_BYTES, type TPermission } from '@groundwork/shared';
import type { TSniffedType } from './sniff-content-type.ts';

export type TBucket = {
  id: string;
  /** Anyone may read through /object/public/…; otherwise only members of the owning organization. */
  isPublic: boolean;
  maxBytes: number;
  allowedTypes: readonly TSniffedType[];
  /** Who may write, in the organization named by the first path segment. */
  writePermission: TPermission;
};

/** The buckets of the product; anything else is 'Bucket not found'. */
export const BUCKETS: Record<string, TBucket> = {
  [LOGO_BUCKET]: {
    id: LOGO_BUCKET,
    isPublic: true,
    maxBytes: LOGO_MAX_BYTES,
    allowedTypes: ['image/png', 'image/jpeg', 'image/svg+xml'],
    writePermission: 'company:edit',
  },
};

export function findBucket(id: string): TBucket | null {
  return Object.hasOwn(BUCKETS, id) ? (BUCKETS[id] ?? null) : null;
}
