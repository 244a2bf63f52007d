import { Type, type Static } from '@sinclair/typebox';

export const HealthBody = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  service: Type.String(),
  checks: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type HealthBody = Static<typeof HealthBody>;
