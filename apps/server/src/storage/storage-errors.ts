import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error of the storage API in Supabase Storage's shape, `{ statusCode, error, message }`, which
 * @supabase/storage-js turns into a StorageApiError (message, status, statusCode).
 */
export class StorageApiError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    public readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'StorageApiError';
  }

  toJSON() {
    return { statusCode: String(this.status), error: this.error, message: this.message };
  }
}

export const StorageErrors = {
  unauthorized: () => new StorageApiError(401, 'Unauthorized', 'You must be signed in'),
  invalidToken: (message: string) => new StorageApiError(401, 'InvalidJWT', message),
  passwordChangeRequired: (message: string) => new StorageApiError(403, 'password_change_required', message),
  forbidden: () =>
    new StorageApiError(403, 'Unauthorized', 'You do not have permission to write to this folder'),
  bucketNotFound: () => new StorageApiError(404, 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => new StorageApiError(404, 'not_found', 'Object not found'),
  invalidKey: () =>
    new StorageApiError(
      400,
      'InvalidKey',
      'Invalid key: use letters, digits, dot, dash and underscore in each path segment',
    ),
  duplicate: () => new StorageApiError(409, 'Duplicate', 'The resource already exists'),
  tooLarge: (maxBytes: number) =>
    new StorageApiError(
      413,
      'Payload too large',
      `The object exceeded the maximum allowed size of ${Math.round(maxBytes / 1024 / 1024)} MB`,
    ),
  invalidType: () =>
    new StorageApiError(
      415,
      'invalid_mime_type',
      'The file is not a PNG, JPEG or SVG image, or its content does not match its name or type',
    ),
  noFile: () => new StorageApiError(400, 'InvalidRequest', 'The request carries no file'),
  invalidBody: (message: string) => new StorageApiError(400, 'InvalidRequest', message),
} as const;
