import { Type, type Static } from '@sinclair/typebox';

export const HealthBody = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  service: Type.String(),
  checks: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type HealthBody = Static<typeof HealthBody>;

/**
 * On every answer of a replica that began to shut down: the gateway in front passes it over from then on, before the
 * replica closes its port (a connection opened just as a port closes is reset, and a POST on it could not be sent
 * again). The local gateway keeps it from clients.
 */
export const drainingHeader = 'x-undangin-draining';
