import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error the user may see: a stable code, the spec's words, an HTTP status. */
export class AppError extends Error {
  constructor(
    public readonly code: string,
    message: string,
    public readonly status: ContentfulStatusCode = 400,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const CommonErrors = {
  unauthorized: () => new AppError('unauthorized', 'You must be signed in', 401),
  forbidden: () => new AppError('forbidden', 'You do not have permission to do this', 403),
  notFound: (what = 'Resource') => new AppError('not_found', `${what} not found`, 404),
  noOrganization: () => new AppError('no_organization', 'No organization found for user', 403),
  invalidInput: (message: string) => new AppError('invalid_input', message, 400),
} as const;
