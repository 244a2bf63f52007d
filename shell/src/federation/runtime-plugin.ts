import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const attempts = 3;
const backoffMs = 300;

/**
 * Network resilience for remotes: manifest fetches are retried with backoff; a remote that still fails
 * is reported, and its area's error boundary shows the fallback with 'Coba Lagi'.
 */
export default function undanginRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'undangin-remote-resilience',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt < attempts; attempt++) {
        try {
          const response = await fetch(url, init);
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`HTTP ${response.status} untuk ${url}`);
        } catch (error) {
          lastError = error;
        }
        await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** attempt));
      }
      throw lastError;
    },
    errorLoadRemote({ id, error }) {
      console.warn(`[federation] remote ${id} tidak dapat dimuat`, error);
      // Nothing to substitute: rethrowing lets the area's boundary show its fallback.
      throw error;
    },
  };
}
