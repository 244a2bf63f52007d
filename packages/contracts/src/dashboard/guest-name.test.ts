import { normalizeGuestName } from './guest-name';

describe('guest names', () => {
  it.each([
    ['a no-break space', 'Siti\u00a0Rahma'],
    ['a figure space', 'Siti\u2007Rahma'],
    ['a narrow no-break space', 'Siti\u202fRahma'],
    ['an ideographic space', 'Siti\u3000Rahma'],
    ['a tab', 'Siti\tRahma'],
    ['a line break', 'Siti\r\nRahma'],
    ['two spaces', 'Siti  Rahma'],
    ['spaces around it', '  Siti Rahma \u00a0'],
    ['a zero-width space', 'Siti \u200bRahma\u200b'],
    ['a zero-width joiner inside a word', 'Si\u200dti Rah\u2060ma'],
    ['a byte-order mark', '\ufeffSiti Rahma'],
    ['a right-to-left mark', 'Siti Rahma\u200f'],
    ['a soft hyphen', 'Si\u00adti Rahma'],
    ['full-width letters', 'Ｓｉｔｉ　Ｒａｈｍａ'],
    ['a control character', 'Siti\u0007 Rahma'],
  ])('reads a name with %s as the plain name', (_what, typed) => {
    expect(normalizeGuestName(typed)).toBe('Siti Rahma');
  });

  it('makes composed and decomposed accents one name', () => {
    expect(normalizeGuestName('Andre\u0301')).toBe('Andr\u00e9');
    expect(normalizeGuestName('Andr\u00e9')).toBe('Andr\u00e9');
  });

  it('keeps the case, the letters and the punctuation a host typed', () => {
    expect(normalizeGuestName('dr. Budi Santoso, S.Pd')).toBe('dr. Budi Santoso, S.Pd');
    expect(normalizeGuestName('Ni Luh Putu Ayu')).toBe('Ni Luh Putu Ayu');
  });

  it('leaves nothing of a name made only of invisible characters and spaces', () => {
    expect(normalizeGuestName('\u200b\u00a0\u3000\t\ufeff')).toBe('');
  });

  it('gives the same answer when applied again', () => {
    for (const typed of ['Siti\u00a0\u00a0Rahma', 'e\u034f\u0301 x', 'Ｂｕｄｉ\u200b', '\u00a8 a']) {
      const once = normalizeGuestName(typed);
      expect(normalizeGuestName(once)).toBe(once);
    }
  });
});
