import { withOwnerDb } from '@undangin/service-kit/testing';

export const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withOwnerDb((orm) => orm.em.getConnection().execute(text, params) as Promise<T[]>);
