import type { Mail } from '@undangin/service-kit/mail';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(title: string, greeting: string, body: string, action: string, link: string, footnote: string): string {
  return `<!doctype html><html lang="id"><body style="font-family:sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#db2777">Undangin</h1><h2 style="font-size:18px">${escape(title)}</h2>
<p>${escape(greeting)}</p><p>${escape(body)}</p>
<p><a href="${escape(link)}" style="display:inline-block;background:#db2777;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escape(action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escape(footnote)}</p>
<p style="font-size:13px;color:#6b7280">Jika tombol tidak berfungsi, salin tautan ini ke browser Anda:<br>${escape(link)}</p>
</body></html>`;
}

const greetingOf = (name: string | null) => (name ? `Halo ${name},` : 'Halo,');

export function confirmationMail(to: string, name: string | null, link: string): Mail {
  const body = 'Terima kasih telah mendaftar di Undangin. Konfirmasi alamat email Anda untuk mengaktifkan akun.';
  const footnote =
    'Tautan ini berlaku 1 jam dan hanya dapat digunakan sekali. Abaikan email ini jika Anda tidak mendaftar.';
  return {
    to,
    subject: 'Konfirmasi email akun Undangin Anda',
    text: `${greetingOf(name)}\n\n${body}\n\n${link}\n\n${footnote}`,
    html: layout('Konfirmasi email Anda', greetingOf(name), body, 'Konfirmasi Email', link, footnote),
  };
}

export function recoveryMail(to: string, name: string | null, link: string): Mail {
  const body =
    'Kami menerima permintaan untuk mengatur ulang password akun Undangin Anda. Klik tombol di bawah untuk membuat password baru.';
  const footnote =
    'Tautan ini berlaku 1 jam dan hanya dapat digunakan sekali. Abaikan email ini jika Anda tidak meminta reset password.';
  return {
    to,
    subject: 'Reset password akun Undangin Anda',
    text: `${greetingOf(name)}\n\n${body}\n\n${link}\n\n${footnote}`,
    html: layout('Reset password', greetingOf(name), body, 'Reset Password', link, footnote),
  };
}
