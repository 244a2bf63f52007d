import { isDatabaseUnavailable } from './database-errors';

describe('isDatabaseUnavailable', () => {
  it('knows a database that is away from a query that is wrong', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const failover = Object.assign(new Error('the database system is shutting down'), { code: '57P03' });
    const wrapped = Object.assign(new Error('select 1 - boom'), { cause: refused });
    const deadTransaction = new Error('Transaction query already complete, run with DEBUG=knex:tx for more info');
    const poolTimeout = new Error('Knex: Timeout acquiring a connection. The pool is probably full.');
    for (const error of [refused, failover, wrapped, deadTransaction, poolTimeout])
      expect({ message: error.message, away: isDatabaseUnavailable(error) }).toEqual({
        message: error.message,
        away: true,
      });

    const unique = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const syntax = Object.assign(new Error('syntax error at or near "form"'), { code: '42601' });
    for (const error of [unique, syntax, new Error('boom'), null, 'text'])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
