/** fetch with JSON in and out, throwing the service's Indonesian message on failure. */
export async function jsonFetch<T>(url: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers } });
  if (response.status === 204) return undefined as T;
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(body?.message ?? 'Terjadi kesalahan. Silakan coba lagi.');
  return body as T;
}
