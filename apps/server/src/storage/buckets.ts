import {
  LOGO_BUCKET,
  LOGO_MAX_BYTES,
  type TPermission,
  VENDOR_DOCUMENT_MAX_BYTES,
  VENDOR_DOCUMENTS_BUCKET,
} from '@groundwork/shared';
import type { TSniffedType } from './sniff-content-type.ts';

export type TBucket = {
  id: string;
  /** Anyone may read through /object/public/…; otherwise only members of the owning organization. */
  isPublic: boolean;
  maxBytes: number;
  allowedTypes: readonly TSniffedType[];
  /** Who may write, in the organization named by the first path segment. */
  writePermission: TPermission;
  /** Who may read a private bucket's objects, in the organization named by the first path segment. */
  readPermission: TPermission;
};

/** The buckets of the product; anything else is 'Bucket not found'. */
export const BUCKETS: Record<string, TBucket> = {
  [LOGO_BUCKET]: {
    id: LOGO_BUCKET,
    isPublic: true,
    maxBytes: LOGO_MAX_BYTES,
    allowedTypes: ['image/png', 'image/jpeg', 'image/svg+xml'],
    writePermission: 'company:edit',
    readPermission: 'org:read',
  },
  // Vendors' insurance certificates and W-9s (issue 14): private, the company's job-cost people.
  [VENDOR_DOCUMENTS_BUCKET]: {
    id: VENDOR_DOCUMENTS_BUCKET,
    isPublic: false,
    maxBytes: VENDOR_DOCUMENT_MAX_BYTES,
    allowedTypes: ['application/pdf', 'image/png', 'image/jpeg'],
    writePermission: 'jobcost:write',
    readPermission: 'jobcost:read',
  },
};

export function findBucket(id: string): TBucket | null {
  return Object.hasOwn(BUCKETS, id) ? (BUCKETS[id] ?? null) : null;
}
