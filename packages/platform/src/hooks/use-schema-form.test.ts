import { ContactBody, PromoInput } from '@undangin/contracts';
import { checkDraft } from './use-schema-form';

const promo = {
  id: 'lebaran-hemat',
  title: 'Lebaran Hemat',
  subtitle: '',
  description: '',
  plan_id: 'pro',
  promo_price: '50000',
  valid_until: '2099-01-01T00:00:00.000Z',
  max_uses: '',
  new_accounts_only: false,
  once_per_account: true,
  features: '',
  badge: 'Promo',
  color: '#db2777',
  urgent: false,
  sort_order: '0',
};
type PromoDraft = typeof promo;
const promoValue = (draft: PromoDraft) => ({
  ...draft,
  promo_price: Number(draft.promo_price),
  max_uses: draft.max_uses ? Number(draft.max_uses) : null,
  features: draft.features.split('\n').filter(Boolean),
  sort_order: Number(draft.sort_order),
});
const promoWords = {
  toValue: promoValue,
  labels: { subtitle: 'Subjudul', features: 'Fitur' },
  messages: {
    id: 'Kode promo: huruf kecil, angka dan tanda hubung, minimal 3 karakter.',
    title: 'Judul promo minimal 3 karakter.',
    valid_until: 'Tanggal berakhir harus di masa depan.',
  },
};

describe('checkDraft: what a form says before it sends what the service would refuse', () => {
  it('lets a draft the schema accepts through, with the value the service is sent', () => {
    const check = checkDraft(PromoInput, promo, promoWords);
    expect(check.first).toBeNull();
    expect(check.value).toMatchObject({ promo_price: 50000, max_uses: null, sort_order: 0 });
  });

  it("says the form's own sentence for a field, and the first broken field in the form's order", () => {
    const check = checkDraft(PromoInput, { ...promo, title: 'ab', id: 'Bukan Kode' }, promoWords);
    expect(check.first).toBe('Kode promo: huruf kecil, angka dan tanda hubung, minimal 3 karakter.');
    expect(check.problems.title).toBe('Judul promo minimal 3 karakter.');
  });

  it("builds the sentence from the field's label and the service's reason when the form has none", () => {
    expect(checkDraft(PromoInput, { ...promo, subtitle: 'x'.repeat(151) }, promoWords).first).toBe(
      'Subjudul maksimal 150 karakter.',
    );
    // An item of a list is its list's problem.
    expect(checkDraft(PromoInput, { ...promo, features: 'x'.repeat(201) }, promoWords).first).toBe(
      'Fitur maksimal 200 karakter.',
    );
    expect(
      checkDraft(
        ContactBody,
        { name: 'n'.repeat(101), email: 'a@b.id', subject: 'general', message: 'Halo' },
        {
          labels: { name: 'Nama' },
        },
      ).first,
    ).toBe('Nama maksimal 100 karakter.');
  });

  it('checks formats as the service does: a date-time that is not one is refused', () => {
    expect(checkDraft(PromoInput, { ...promo, valid_until: 'besok' }, promoWords).first).toBe(
      'Tanggal berakhir harus di masa depan.',
    );
  });

  it("adds the form's rules where the schema has nothing to say, and keeps the schema's word where it has", () => {
    const rules = (draft: PromoDraft) => ({
      promo_price: Number(draft.promo_price) >= 75000 && 'Harga promo harus angka di bawah harga paket (Rp 75.000).',
      title: 'tidak dipakai',
    });
    const check = checkDraft(PromoInput, { ...promo, promo_price: '80000', title: 'ab' }, { ...promoWords, rules });
    expect(check.problems).toEqual({
      title: 'Judul promo minimal 3 karakter.',
      promo_price: 'Harga promo harus angka di bawah harga paket (Rp 75.000).',
    });
    expect(check.first).toBe('Judul promo minimal 3 karakter.');
  });
});
