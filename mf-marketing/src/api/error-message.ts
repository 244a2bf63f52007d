import type { ErrorBody } from '@undangin/contracts';

/** The Indonesian message of a failed call, or `fallback` when the service did not answer with one. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: Partial<ErrorBody> } | undefined)?.data;
  return typeof data?.message === 'string' && data.message ? data.message : fallback;
}
