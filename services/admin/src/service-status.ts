import { serviceStatusNames, serviceUrlVariable, type ServiceStatus } from '@undangin/contracts';
import { servicePorts } from '@undangin/service-kit';

const timeoutMs = 1500;

/** Where a service answers: `{SERVICE}_URL`, else its local port of the topology. */
export function serviceUrl(service: string, env: NodeJS.ProcessEnv = process.env): string {
  const local = `http://127.0.0.1:${servicePorts[service as (typeof serviceStatusNames)[number]]}`;
  return (env[serviceUrlVariable(service as (typeof serviceStatusNames)[number])] ?? local).replace(/\/+$/, '');
}

async function readiness(service: string): Promise<ServiceStatus['status']> {
  try {
    const response = await fetch(`${serviceUrl(service)}/ready`, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    return response.ok ? 'ok' : 'unavailable';
  } catch {
    return 'unreachable';
  }
}

/** Each service's /ready, asked at once with a short timeout; the admin service answering this is itself ready. */
export async function serviceStatuses(): Promise<ServiceStatus[]> {
  return Promise.all(
    serviceStatusNames.map(async (service) => ({
      service,
      status: service === 'admin' ? 'ok' : await readiness(service),
    })),
  );
}
