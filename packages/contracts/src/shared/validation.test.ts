import { Type } from '@sinclair/typebox';
import { schemaProblems, validationReason } from './validation';

describe('validation reasons: the words a 400 and a form use for the same mistake', () => {
  it('says each JSON Schema keyword in Indonesian, with its limit', () => {
    expect(validationReason('required')).toBe('wajib diisi');
    expect(validationReason('minLength', 3)).toBe('minimal 3 karakter');
    expect(validationReason('maximum', 10)).toBe('maksimal 10');
    expect(validationReason('maxItems', 20)).toBe('maksimal 20 item');
    expect(validationReason('somethingElse')).toBe('tidak valid');
  });

  it('names a missing field, a wrong type and a value outside a union the way the service does', () => {
    const schema = Type.Object({
      name: Type.String({ maxLength: 5 }),
      count: Type.Integer({ minimum: 1 }),
      kind: Type.Union([Type.Literal('a'), Type.Literal('b')]),
    });
    expect(schemaProblems(schema, { count: 'x', kind: 'c' }, { labels: { name: 'Nama', count: 'Jumlah' } })).toEqual({
      name: 'Nama wajib diisi.',
      count: 'Jumlah jenis data tidak valid.',
      kind: 'kind nilai tidak diizinkan.',
    });
  });
});
