import { escapeHtml as escape } from '@undangin/service-kit';
import type { SandboxMessage } from '../repositories/whatsapp-sandbox';

const time = (at: SandboxMessage['created_at']) =>
  new Date(at).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta', dateStyle: 'short', timeStyle: 'short' });

const statusLabels: Record<string, string> = {
  sent: 'Terkirim ✓',
  delivered: 'Diterima ✓✓',
  read: 'Dibaca ✓✓',
  failed: 'Gagal',
  received: '',
};

function bubble(row: SandboxMessage): string {
  const actions =
    row.direction === 'out'
      ? `<div class="actions">${(['delivered', 'read', 'failed'] as const)
          .map(
            (status) => `<form method="post" action="/dev/whatsapp/messages/${encodeURIComponent(row.wamid)}/status">
              <input type="hidden" name="status" value="${status}"><button>${{ delivered: 'Tandai diterima', read: 'Tandai dibaca', failed: 'Tandai gagal' }[status]}</button></form>`,
          )
          .join('')}</div>`
      : '';
  const image = row.header_image ? `<p class="image">🖼 Gambar: ${escape(row.header_image)}</p>` : '';
  return `<article class="${row.direction}" data-wamid="${escape(row.wamid)}">${image}<p>${escape(row.body).replaceAll('\n', '<br>')}</p>
    <footer>${time(row.created_at)} · <span class="status">${statusLabels[row.status] ?? escape(row.status)}</span></footer>${actions}</article>`;
}

/** The phone-like viewer: the numbers on the left, the chosen number's conversation, a reply box as that guest. */
export function viewerPage(rows: SandboxMessage[], chosen: string | null): string {
  const contacts = [...new Set(rows.map((row) => row.contact))].reverse();
  const current = chosen && contacts.includes(chosen) ? chosen : (contacts[0] ?? null);
  const list = contacts
    .map((contact) => {
      const count = rows.filter((row) => row.contact === contact && row.direction === 'out').length;
      return `<li><a href="/dev/whatsapp?nomor=${contact}"${contact === current ? ' aria-current="page"' : ''}>+${contact} <small>(${count} pesan)</small></a></li>`;
    })
    .join('');
  const conversation = current ? rows.filter((row) => row.contact === current) : [];
  const lastOut = [...conversation].reverse().find((row) => row.direction === 'out');
  const reply = current
    ? `<form class="reply" method="post" action="/dev/whatsapp/reply"><input type="hidden" name="from" value="${current}">
        ${lastOut ? `<input type="hidden" name="reply_to" value="${escape(lastOut.wamid)}">` : ''}
        <label>Balas sebagai +${current} <input name="text" required maxlength="1000" placeholder="mis. BERHENTI"></label><button>Kirim</button></form>`
    : '';
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>WhatsApp Sandbox (lokal)</title><style>
body{font-family:sans-serif;margin:0;display:flex;min-height:100vh;font-size:16px}nav{width:260px;border-right:1px solid #ddd;padding:12px}
nav ul{list-style:none;padding:0}nav a{display:block;padding:12px 8px;min-height:44px;color:#075e54}nav a[aria-current]{background:#e7f3ef;font-weight:bold}
main{flex:1;min-width:0;max-width:480px;padding:12px;background:#efeae2}article{background:#fff;border-radius:8px;margin:8px 0;padding:10px;max-width:90%;overflow-wrap:anywhere}
article.in{background:#d9fdd3;margin-left:auto}footer{font-size:14px;color:#555}.actions{display:flex;gap:6px;flex-wrap:wrap;margin-top:6px}
button{min-height:44px;font-size:14px}.reply{display:flex;flex-wrap:wrap;gap:8px;align-items:end}.reply label{flex:1 1 220px;display:flex;flex-direction:column}
.reply input{min-height:44px;font-size:16px;width:100%;box-sizing:border-box}@media (max-width:700px){body{flex-direction:column}nav{width:auto;border-right:0;border-bottom:1px solid #ddd}main{max-width:none}}
</style></head><body><nav><h1>WhatsApp Sandbox</h1><p>Pesan yang dikirim layanan dashboard saat WhatsApp Cloud API tidak diatur. Hanya untuk pengembangan.</p>
<ul>${list || '<li>Belum ada pesan.</li>'}</ul></nav>
<main aria-label="Percakapan">${current ? `<h2>+${current}</h2>` : ''}${conversation.map(bubble).join('')}${reply}</main></body></html>`;
}
