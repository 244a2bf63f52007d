import { statementShape, statementShapeLimit } from './statement-shape';

describe('the shape of a statement kept in a span', () => {
  it('keeps no value the ORM wrote into the text', () => {
    const text = `insert into "guests" ("name", "phone", "note", "count", "score") values ('Budi O''Neil', '+6281234567890', E'baris\\'dua', 3, 4.5e2) returning "id"`;
    expect(statementShape(text)).toBe(
      `insert into "guests" ("name", "phone", "note", "count", "score") values (?, ?, ?, ?, ?) returning "id"`,
    );
    expect(statementShape(`select $tag$rahasia 'x'$tag$, $$lain$$ from t`)).toBe('select ?, ? from t');
  });

  it('reads a statement as Postgres does: comments, quoted identifiers, every kind of literal', () => {
    expect(statementShape(`insert into t (a, b) values ('C:\\', 'Budi')`)).toBe('insert into t (a, b) values (?, ?)');
    expect(statementShape(`select 1 -- host's\n where name = 'Budi'`)).toBe('select ? \n where name = ?');
    expect(statementShape(`select /* it's */ name from t where note = 'Budi'`)).toBe(
      'select  name from t where note = ?',
    );
    expect(statementShape(`select "host's" from t where a = 'Budi'`)).toBe(`select "host's" from t where a = ?`);
    expect(
      statementShape(`select .5, 0x1F, 0o17, 0b101, 1_000, -3, 2.5e-3, U&'B\\0075di', B'101', X'1F', N'Budi'`),
    ).toBe('select ?, ?, ?, ?, ?, -?, ?, ?, ?, ?, ?');
    expect(statementShape(`select '{"name":"Budi"}'::jsonb, array['Budi','Ani']`)).toBe('select ?::jsonb, array[?,?]');
  });

  it('keeps bound parameters, identifiers with digits and the statement itself', () => {
    const text = 'select "plan_v2".id from "plan_v2" where "t1"."id" = $1 and limit_2 > $12 limit 20';
    expect(statementShape(text)).toBe(
      'select "plan_v2".id from "plan_v2" where "t1"."id" = $1 and limit_2 > $12 limit ?',
    );
  });

  it('cuts a long batch', () => {
    const batch = `insert into t (a) values ${Array.from({ length: 2_000 }, () => '(1)').join(', ')}`;
    const shape = statementShape(batch);
    expect(shape.length).toBe(statementShapeLimit + 1);
    expect(shape.endsWith('…')).toBe(true);
  });
});
