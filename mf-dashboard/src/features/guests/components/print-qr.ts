import type { Guest } from '@undangin/contracts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Prints check-in cards (name, QR code, typed code) for the given guests in a window of their own, so the
 * dashboard's own page is not what gets printed. Eight cards to an A4 page.
 */
export async function printQrCards(
  eventName: string,
  guests: Pick<Guest, 'name' | 'code' | 'group_name'>[],
): Promise<boolean> {
  // Opened at once, inside the click, so no pop-up blocker stops it; filled when the codes are drawn.
  const target = window.open('', '_blank');
  if (!target) return false;
  try {
    await fillSheet(target, eventName, guests);
  } catch {
    target.close();
    return false;
  }
  return true;
}

async function fillSheet(
  target: Window,
  eventName: string,
  guests: Pick<Guest, 'name' | 'code' | 'group_name'>[],
): Promise<void> {
  const qr = await import('qrcode');
  const cards = await Promise.all(
    guests.map(async (guest) => {
      const svg = await qr.toString(guest.code, { type: 'svg', margin: 1, width: 180 });
      return `<article><h2>${escape(guest.name)}</h2>${guest.group_name ? `<p class="group">${escape(guest.group_name)}</p>` : ''}${svg}<p class="code">${escape(guest.code)}</p></article>`;
    }),
  );
  target.document
    .write(`<!doctype html><html lang="id"><head><meta charset="utf-8"><title>QR Check-in · ${escape(eventName)}</title><style>
    body { font-family: system-ui, sans-serif; margin: 12mm; color: #222; }
    header { margin-bottom: 6mm; } h1 { font-size: 14pt; margin: 0; } header p { margin: 2mm 0 0; font-size: 9pt; color: #555; }
    main { display: grid; grid-template-columns: repeat(2, 1fr); gap: 6mm; }
    article { border: 1px dashed #999; border-radius: 3mm; padding: 4mm; text-align: center; break-inside: avoid; }
    article h2 { font-size: 12pt; margin: 0 0 1mm; } .group { margin: 0; font-size: 9pt; color: #555; }
    article svg { width: 42mm; height: 42mm; } .code { font: 8pt monospace; margin: 1mm 0 0; word-break: break-all; }
  </style></head><body><header><h1>${escape(eventName)}</h1><p>Tunjukkan QR ini kepada penerima tamu saat tiba di lokasi.</p></header><main>${cards.join('')}</main></body></html>`);
  target.document.close();
  target.focus();
  target.print();
}
