/**
 * The platform's services, where each is mounted at the edge and where it listens locally: the one list the
 * services (service-kit), the local launcher, the gateway and the Ingress test read.
 */
export const serviceNames = ['auth', 'marketing', 'invitation', 'dashboard', 'admin', 'billing'] as const;
export type ServiceName = (typeof serviceNames)[number];

export const topology: Record<ServiceName, { prefix: string; portOffset: number }> = {
  auth: { prefix: '/auth/v1', portOffset: 1 },
  marketing: { prefix: '/api/marketing', portOffset: 2 },
  invitation: { prefix: '/api/invitation', portOffset: 3 },
  dashboard: { prefix: '/api/dashboard', portOffset: 4 },
  admin: { prefix: '/api/admin', portOffset: 5 },
  billing: { prefix: '/api/billing', portOffset: 6 },
};

/** Locally every service listens on SERVICE_PORT_BASE (4000 by default) plus its offset. */
export const defaultServicePortBase = 4000;
export const servicePortOf = (service: ServiceName, base: number = defaultServicePortBase): number =>
  base + topology[service].portOffset;

/** Where one service reaches another (the admin service's status list, the gateway): `{SERVICE}_URL`. */
export const serviceUrlVariable = (service: ServiceName): string => `${service.toUpperCase()}_URL`;

/**
 * Workers: processes of their own (image, Deployment, Postgres role) that take jobs from the queue and have no route
 * at the edge; they listen only for probes and metrics, on SERVICE_PORT_BASE plus their offset.
 */
export const workerNames = ['render'] as const;
export type WorkerName = (typeof workerNames)[number];
export const workerTopology: Record<WorkerName, { portOffset: number }> = {
  render: { portOffset: 7 },
};
/** Every process that connects to Postgres as its own role: the services and the workers. */
export type AppName = ServiceName | WorkerName;
export const appNames: readonly AppName[] = [...serviceNames, ...workerNames];
export const workerPortOf = (worker: WorkerName, base: number = defaultServicePortBase): number =>
  base + workerTopology[worker].portOffset;
