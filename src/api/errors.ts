import { apiHost } from './config';

export type ApiErrorKind = 'response' | 'no-response';

/** A failed call: with the server's status and message, or with no response at all. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly serverMessage: string | null;

  constructor(kind: ApiErrorKind, status: number | null, serverMessage: string | null, message?: string) {
    super(
      message ??
        serverMessage ??
        (kind === 'no-response' ? 'No response from server' : `Request failed with ${status}`),
    );
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** docs/api.md#error-catalogue: the error catalogue, mapped exactly. `context: 'login'` adds the two login rows. */
export function describeError(error: unknown, context?: 'login'): string {
  if (isApiError(error) && error.kind === 'response') {
    if (context === 'login') {
      if ((error.status === 401 || error.status === 404) && error.serverMessage === 'User not found')
        return 'Please register this email first.';
      if (error.status === 401 && error.serverMessage === 'Invalid credentials or role')
        return 'Invalid credentials or role.';
    }
    return error.serverMessage || 'Unexpected error occurred';
  }
  if (isApiError(error)) return noResponseMessage();
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred';
}

/**
 * docs/api.md#no-response: said only when no answer came at all (a network failure, or nothing
 * heard for 10000 ms). It names the API host as the catalogue says, but never an internal address.
 */
export function noResponseMessage(): string {
  const host = apiHost();
  return host
    ? `No response from server. Please check if the server is running at ${host}`
    : 'No response from server. Please check your connection and try again.';
}
