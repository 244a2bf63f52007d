import { formatDateTime, personalInvitationLink } from '@undangin/contracts';
import type { SourceGuest, SourceInvitation, SourceSession } from '../repositories/export-sources';
import { baseCss, esc, ownWhen, qrSvg, themeOf } from './html-kit';

export interface DoorListDocument {
  invitation: SourceInvitation;
  sessions: SourceSession[];
  guests: SourceGuest[];
  siteUrl: string;
  now: Date;
}

const statusLabel: Record<SourceGuest['status'], string> = {
  confirmed: 'Hadir',
  declined: 'Tidak hadir',
  pending: 'Belum menjawab',
};

/** The people a desk should expect for a guest: what they answered when they said yes, else their seats. */
export const expectedPeople = (guest: SourceGuest) =>
  guest.status === 'confirmed' ? guest.guest_count : guest.status === 'declined' ? 0 : guest.seats;

const css = `@page{size:A4 portrait;margin:12mm 10mm 14mm}
body{background:#fff;color:#222;font-size:9.5pt}
header{margin-bottom:5mm}
h1{font-size:18pt}
.meta{color:#555;margin-top:1mm}
table{width:100%;border-collapse:collapse}
thead{display:table-header-group}
tr{page-break-inside:avoid}
th{text-align:left;font-size:8.5pt;color:#555;border-bottom:0.5mm solid #333;padding:1.5mm}
td{border-bottom:0.2mm solid #bbb;padding:1.5mm;vertical-align:middle}
td.name{font-size:11pt;font-weight:600}
td.num{text-align:center}
td.qr{width:22mm}
.box{display:inline-block;width:6mm;height:6mm;border:0.4mm solid #333}`;

/** Which sessions a guest is invited to, by name ('Semua sesi' when all). */
function sessionsOf(guest: SourceGuest, sessions: SourceSession[]): string {
  if (sessions.length < 2) return sessions[0]?.name ?? '–';
  if (guest.all_sessions) return 'Semua sesi';
  const names = sessions.filter((s) => guest.session_ids.includes(s.id)).map((s) => s.name);
  return names.length ? names.join(', ') : '–';
}

/** The guest list for a desk with no device: name, group, sessions, seats, expected people, and each one's QR. */
export async function doorListHtml(doc: DoorListDocument): Promise<string> {
  const { invitation } = doc;
  const rows: string[] = [];
  for (const [index, guest] of doc.guests.entries()) {
    // A long list: the event loop breathes between guests (beats, /health).
    if (index % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
    const link = personalInvitationLink(doc.siteUrl, invitation.slug, guest, invitation.custom_domain);
    rows.push(`<tr><td class="num">${index + 1}</td><td class="name">${esc(guest.name)}</td>
      <td>${esc(guest.group_name ?? '–')}</td><td>${esc(sessionsOf(guest, doc.sessions))}</td>
      <td class="num">${guest.seats}</td><td>${statusLabel[guest.status]}</td><td class="num">${expectedPeople(guest)}</td>
      <td class="qr">${await qrSvg(link, 19)}</td><td class="num"><span class="box"></span></td></tr>`);
  }
  const expected = doc.guests.reduce((sum, guest) => sum + expectedPeople(guest), 0);
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Daftar tamu ${esc(invitation.couple_name)}</title>
    <style>${baseCss(themeOf(invitation))}\n${css}</style></head><body>
    <header><h1 class="heading">Daftar Tamu — ${esc(invitation.couple_name)}</h1>
    <p class="meta">${esc(ownWhen(invitation))} · ${doc.guests.length} tamu · ${expected} orang diharapkan · dicetak ${esc(formatDateTime(doc.now))}</p></header>
    <table><thead><tr><th>No</th><th>Nama</th><th>Grup</th><th>Sesi</th><th>Kursi</th><th>RSVP</th><th>Orang</th><th>QR</th><th>Datang</th></tr></thead>
    <tbody>${rows.join('')}</tbody></table></body></html>`;
}
