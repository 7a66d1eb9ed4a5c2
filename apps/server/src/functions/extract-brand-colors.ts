import { ZExtractBrandColorsRequest } from '@groundwork/shared';
import { extractBrandColors } from '../modules/branding/extract-brand-colors.ts';
import { objectStoreFor } from '../storage/object-store-for.ts';
import type { ServerFunction } from './functions.routes.ts';

/** Spec §7: `{ imageUrl }` → `{ colors: { primary, secondary, accent }, fallback }`, for branding editors. */
export const extractBrandColorsFunction: ServerFunction<typeof ZExtractBrandColorsRequest> = {
  name: 'extract-brand-colors',
  permission: 'company:edit',
  summary: 'The brand palette of the caller’s uploaded logo (spec defaults with fallback true otherwise)',
  body: ZExtractBrandColorsRequest,
  run: ({ deps, auth, requestId }, body) =>
    extractBrandColors(
      objectStoreFor(deps.config),
      auth,
      body.imageUrl,
      deps.logger.child({ reqId: requestId, fn: 'extract-brand-colors' }),
    ),
};
