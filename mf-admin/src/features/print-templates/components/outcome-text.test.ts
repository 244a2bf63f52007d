import { adminMessages } from '@undangin/contracts';
import { deleteOutcome, saveOutcome } from './outcome-text';
import { emptyDraft, inputOf } from './form-state';

const refused = { status: 400, data: { code: 'validation_failed', message: 'wajib diisi' } };
const noAnswer = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };

describe('the print-template manager says', () => {
  it("the spec's success messages after a create, an update and a delete", () => {
    expect(saveOutcome(false)).toBe('Template berhasil dibuat!');
    expect(saveOutcome(true)).toBe('Template berhasil diupdate!');
    expect(deleteOutcome()).toBe('Template berhasil dihapus!');
  });

  it("the spec's failure messages when the service refuses a write", () => {
    expect(saveOutcome(false, refused)).toBe('Gagal membuat template');
    expect(saveOutcome(true, { status: 500, data: {} })).toBe('Gagal mengupdate template');
    expect(deleteOutcome({ status: 404, data: {} })).toBe('Gagal menghapus template');
  });

  it("the spec's unexpected-error messages when no answer comes back", () => {
    expect(saveOutcome(false, noAnswer)).toBe('Terjadi kesalahan saat menyimpan');
    expect(saveOutcome(true, new Error('boom'))).toBe('Terjadi kesalahan saat menyimpan');
    expect(deleteOutcome(noAnswer)).toBe('Terjadi kesalahan saat menghapus');
  });

  it("the spec's delete confirmation, naming the template, and its empty list", () => {
    expect(adminMessages.printTemplates.confirmDelete('Elegan Emas')).toBe(
      'Apakah Anda yakin ingin menghapus template "Elegan Emas"?',
    );
    expect(adminMessages.printTemplates.emptyTitle).toBe('Tidak Ada Template Ditemukan');
  });
});

describe('the print-template form', () => {
  it('reads prices and the sort order as whole numbers, 0 when they are not one, and drops empty features', () => {
    const input = inputOf({
      ...emptyDraft,
      name: ' Mawar ',
      thumbnail: '/a.webp',
      price: '15000.9',
      originalPrice: 'abc',
      sortOrder: '',
      features: ['Satu', ' ', 'Dua'],
      tags: 'emas, , mewah',
    });
    expect(input).toMatchObject({
      name: 'Mawar',
      price: 15000,
      original_price: 0,
      sort_order: 0,
      features: ['Satu', 'Dua'],
      tags: ['emas', 'mewah'],
    });
  });
});
