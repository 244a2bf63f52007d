import { fillTemplate, sessionsOfGuest, type TemplateSession } from './message-template';

const akad: TemplateSession = {
  id: 'a',
  name: 'Akad Nikah',
  event_date: '2026-12-12',
  start_time: '08:00',
  end_time: '10:00',
  time_zone: 'WIB',
  venue_name: 'Masjid Istiqlal',
};
const resepsi: TemplateSession = {
  id: 'r',
  name: 'Resepsi',
  event_date: '2026-12-13',
  start_time: '19:00',
  end_time: null,
  time_zone: 'WITA',
  venue_name: null,
};

describe('the WhatsApp message template', () => {
  const template = 'Halo {nama},\n{sesi}\nKonfirmasi: {link}';

  it('names the sessions a guest is invited to, each with its date, hours, zone and venue', () => {
    const toAkad = fillTemplate(template, {
      name: 'Bu Ani',
      link: 'https://undangin.id/budi-ani?g=X',
      sessions: sessionsOfGuest([akad, resepsi], ['a']),
    });
    expect(toAkad).toBe(
      'Halo Bu Ani,\nAkad Nikah: Sabtu, 12 Desember 2026, 08:00 – 10:00 WIB, Masjid Istiqlal\n' +
        'Konfirmasi: https://undangin.id/budi-ani?g=X',
    );
    const toAll = fillTemplate('{sesi}', { name: 'Budi', link: '', sessions: sessionsOfGuest([akad, resepsi], null) });
    expect(toAll).toBe(
      'Akad Nikah: Sabtu, 12 Desember 2026, 08:00 – 10:00 WIB, Masjid Istiqlal\nResepsi: Minggu, 13 Desember 2026, 19:00 WITA',
    );
  });

  it('keeps what a guest or host typed as written, replacement patterns included', () => {
    expect(fillTemplate('{nama} {nama}', { name: "$& $' Ani", link: '', sessions: [] })).toBe("$& $' Ani $& $' Ani");
    expect(fillTemplate('Tanpa isian', { name: 'Ani', link: 'x', sessions: [akad] })).toBe('Tanpa isian');
  });
});
