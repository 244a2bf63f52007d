import { personalInvitationLink } from '@undangin/contracts';
import type { SourceGuest, SourceInvitation, SourceSession } from '../repositories/export-sources';
import { baseCss, coverLine, esc, ownWhen, qrSvg, sessionWhen, sessionWhere, themeOf } from './html-kit';

export interface InvitationDocument {
  invitation: SourceInvitation;
  sessions: SourceSession[];
  /** The cover photo, inline (a data URL), when the invitation has one the store could read. */
  photo: string | null;
  /** One page per guest with their name and the QR of their personal link (empty: the invitation alone). */
  guests: SourceGuest[];
  siteUrl: string;
}

const css = `@page{size:A5 portrait;margin:0}
.page{width:148mm;height:210mm;padding:14mm 12mm;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;page-break-after:always;position:relative;overflow:hidden}
.page:last-child{page-break-after:auto}
.flow{display:block;height:auto;min-height:210mm;overflow:visible;padding-top:18mm}
.flow .frame{display:none}
.quote.long{font-size:8.5pt}
.session{break-inside:avoid}
.frame{position:absolute;inset:6mm;border:0.6mm solid var(--accent);border-radius:3mm}
.kicker{font-size:10pt;letter-spacing:0.3em;text-transform:uppercase;color:var(--muted)}
.names{font-size:34pt;line-height:1.15;margin:6mm 0 4mm}
.date{font-size:12pt;font-weight:600}
.photo{width:70mm;height:70mm;border-radius:50%;object-fit:cover;border:1.2mm solid var(--secondary);margin:4mm 0}
.quote{font-size:10pt;font-style:italic;color:var(--muted);max-width:110mm;margin-top:6mm;white-space:pre-line}
.sessions{width:100%;margin-top:4mm}
.session{border-top:0.3mm solid var(--accent);padding:4mm 0}
.session h3{font-size:13pt;margin-bottom:1.5mm}
.session p{font-size:10pt;line-height:1.45}
.to{font-size:10pt;color:var(--muted)}
.guest{font-size:22pt;margin:3mm 0 6mm}
.link{font-size:8pt;color:var(--muted);word-break:break-all;max-width:110mm;margin-top:3mm}
.mark{font-size:7pt;color:var(--muted);position:absolute;bottom:9mm;left:0;right:0}`;

function sessionsBlock(doc: InvitationDocument): string {
  if (!doc.sessions.length) {
    const where = [doc.invitation.location].filter(Boolean).join('');
    return `<div class="sessions"><div class="session"><p>${esc(ownWhen(doc.invitation))}</p>${where ? `<p>${esc(where)}</p>` : ''}</div></div>`;
  }
  return `<div class="sessions">${doc.sessions
    .map(
      (s) =>
        `<div class="session"><h3 class="heading">${esc(s.name)}</h3><p>${esc(sessionWhen(s))}</p>${sessionWhere(s) ? `<p>${esc(sessionWhere(s))}</p>` : ''}</div>`,
    )
    .join('')}</div>`;
}

/** The invitation on A5 pages: the cover, the sessions, then a page per guest when asked. Text stays text. */
export async function invitationHtml(doc: InvitationDocument): Promise<string> {
  const { invitation } = doc;
  const theme = themeOf(invitation);
  const cover = `<section class="page"><div class="frame"></div>
    <p class="kicker">${esc(coverLine(invitation))}</p>
    ${doc.photo ? `<img class="photo" src="${doc.photo}" alt="">` : ''}
    <h1 class="names heading">${esc(invitation.couple_name)}</h1>
    <p class="date">${esc(ownWhen(invitation))}</p>
    ${invitation.quotes ? `<p class="quote${invitation.quotes.length > 400 ? ' long' : ''}">${esc(invitation.quotes)}</p>` : ''}
  </section>`;
  // However many sessions: the details flow onto more pages instead of being cut.
  const details = `<section class="page flow"><div class="frame"></div>
    <p class="kicker">Waktu &amp; Tempat</p>
    <h2 class="names heading" style="font-size:24pt">${esc(invitation.couple_name)}</h2>
    ${sessionsBlock(doc)}
  </section>`;
  const perGuest: string[] = [];
  for (const [index, guest] of doc.guests.entries()) {
    // A long list: the event loop breathes between guests (beats, /health).
    if (index % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
    const link = personalInvitationLink(doc.siteUrl, invitation.slug, guest, invitation.custom_domain);
    perGuest.push(`<section class="page"><div class="frame"></div>
      <p class="to">Kepada Yth. Bapak/Ibu/Saudara/i</p>
      <h2 class="guest heading">${esc(guest.name)}</h2>
      <p class="kicker">${esc(coverLine(invitation))}</p>
      <h3 class="names heading" style="font-size:22pt">${esc(invitation.couple_name)}</h3>
      <p class="date">${esc(ownWhen(invitation))}</p>
      <div style="margin-top:6mm">${await qrSvg(link, 38)}</div>
      <p class="link">${esc(link)}</p>
      <p class="mark">Pindai QR untuk membuka undangan dan konfirmasi kehadiran.</p>
    </section>`);
  }
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${esc(invitation.couple_name)}</title>
    <style>${baseCss(theme)}\n${css}</style></head><body>${cover}${details}${perGuest.join('')}</body></html>`;
}
