/** The service's own words for a refusal (a 4xx says what to fix); a 5xx or no answer gets the screen's fallback. */
export const refusalText = (error: unknown, fallback: string): string => {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { message?: unknown } };
  return typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    typeof data?.message === 'string' &&
    data.message
    ? data.message
    : fallback;
};
