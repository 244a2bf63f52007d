import { invitationRoleLabels, type CoHostRole } from './cohost-schemas';

/** An invitation's privacy: who can open its page. */
export const invitationPrivacies = ['public', 'guests', 'password'] as const;
export type InvitationPrivacy = (typeof invitationPrivacies)[number];
export const privacyLabels: Record<InvitationPrivacy, string> = {
  public: 'Publik',
  guests: 'Hanya tautan pribadi tamu',
  password: 'Dengan kata sandi',
};

/** What the activity log records, with what each entry keeps. */
export interface ActivityDetails {
  'invitation.created': Record<string, never>;
  'content.updated': { fields: string[] };
  'theme.changed': { theme: string };
  'invitation.published': Record<string, never>;
  'invitation.unpublished': Record<string, never>;
  'portfolio.changed': { shown: boolean };
  'privacy.changed': { privacy: InvitationPrivacy; password_changed?: boolean };
  'guests.added': { count: number; name?: string };
  'guest.updated': { name: string };
  'guests.removed': { count: number; name?: string };
  'guests.imported': { count: number };
  'guests.approved': { count: number };
  'guest.sent': { name: string };
  'guests.sessions': { count: number };
  'wa_template.changed': Record<string, never>;
  'session.added': { name: string };
  'session.updated': { name: string };
  'session.removed': { name: string };
  'sessions.reordered': Record<string, never>;
  'whatsapp.sent': { count: number };
  'whatsapp.retried': { count: number };
  'reminder.scheduled': { send_at: string };
  'reminder.cancelled': Record<string, never>;
  'checkin.recorded': { name: string; people: number };
  'checkin.corrected': { name: string; people: number };
  'checkin_link.created': { label: string };
  'checkin_link.revoked': { label: string };
  'cohost.invited': { email: string; role: CoHostRole };
  'cohost.invite_cancelled': { email: string };
  'cohost.joined': { role: CoHostRole };
  'cohost.role_changed': { name: string; role: CoHostRole };
  'cohost.removed': { name: string };
  'cohost.left': Record<string, never>;
}
export type ActivityAction = keyof ActivityDetails;

/** The editor's fields as the log names them. */
export const contentFieldLabels: Record<string, string> = {
  slug: 'alamat',
  couple_name: 'nama',
  category: 'kategori',
  event_date: 'tanggal',
  event_time: 'jam',
  location: 'lokasi',
  maps_link: 'peta',
  quotes: 'kutipan',
  gallery: 'galeri',
  music_url: 'musik',
  background_image: 'gambar latar',
  background_video: 'video latar',
  theme_data: 'cerita dan isi tema',
  seo_title: 'judul pratinjau',
  seo_description: 'deskripsi pratinjau',
  gift_accounts: 'rekening hadiah',
  live_stream_url: 'siaran langsung',
};

const guests = (count: number, name?: string) => (count === 1 && name ? `tamu ${name}` : `${count} tamu`);

/** One entry in Indonesian, e.g. 'menambahkan 3 tamu'; an action this build does not know reads plainly. */
export function describeActivity(action: string, details: Record<string, unknown>): string {
  const a = details as Record<string, unknown>;
  const count = Number(a.count ?? 0);
  const name = typeof a.name === 'string' ? a.name : '';
  switch (action as ActivityAction) {
    case 'invitation.created':
      return 'membuat undangan';
    case 'content.updated': {
      const fields = (Array.isArray(a.fields) ? (a.fields as string[]) : []).map((f) => contentFieldLabels[f] ?? f);
      return fields.length ? `mengubah isi undangan: ${fields.join(', ')}` : 'menyimpan isi undangan';
    }
    case 'theme.changed':
      return `mengganti tema menjadi ${String(a.theme)}`;
    case 'invitation.published':
      return 'mengaktifkan undangan';
    case 'invitation.unpublished':
      return 'menonaktifkan undangan';
    case 'portfolio.changed':
      return a.shown ? 'menampilkan undangan di portofolio' : 'menyembunyikan undangan dari portofolio';
    case 'privacy.changed': {
      const level = privacyLabels[a.privacy as InvitationPrivacy] ?? String(a.privacy);
      return a.password_changed ? `mengganti kata sandi undangan (${level})` : `mengubah privasi menjadi ${level}`;
    }
    case 'guests.added':
      return `menambahkan ${guests(count, name || undefined)}`;
    case 'guest.updated':
      return `mengubah data tamu ${name}`;
    case 'guests.removed':
      return `menghapus ${guests(count, name || undefined)}`;
    case 'guests.imported':
      return `mengimpor ${count} tamu`;
    case 'guests.approved':
      return `menyetujui ${count} tamu`;
    case 'guest.sent':
      return `menandai undangan ${name} terkirim`;
    case 'guests.sessions':
      return `mengatur sesi untuk ${count} tamu`;
    case 'wa_template.changed':
      return 'mengubah pesan WhatsApp';
    case 'session.added':
      return `menambahkan sesi ${name}`;
    case 'session.updated':
      return `mengubah sesi ${name}`;
    case 'session.removed':
      return `menghapus sesi ${name}`;
    case 'sessions.reordered':
      return 'mengubah urutan sesi';
    case 'whatsapp.sent':
      return `mengirim undangan WhatsApp ke ${count} tamu`;
    case 'whatsapp.retried':
      return `mengirim ulang ${count} pesan WhatsApp yang gagal`;
    case 'reminder.scheduled':
      return 'menjadwalkan pengingat WhatsApp';
    case 'reminder.cancelled':
      return 'membatalkan pengingat WhatsApp';
    case 'checkin.recorded':
      return `mencatat kedatangan ${name} (${Number(a.people)} orang)`;
    case 'checkin.corrected':
      return `mengoreksi jumlah kedatangan ${name} menjadi ${Number(a.people)} orang`;
    case 'checkin_link.created':
      return `membuat tautan penerima tamu ${String(a.label)}`;
    case 'checkin_link.revoked':
      return `mencabut tautan penerima tamu ${String(a.label)}`;
    case 'cohost.invited':
      return `mengundang ${String(a.email)} sebagai ${invitationRoleLabels[a.role as CoHostRole] ?? String(a.role)}`;
    case 'cohost.invite_cancelled':
      return `membatalkan undangan rekan untuk ${String(a.email)}`;
    case 'cohost.joined':
      return `bergabung sebagai ${invitationRoleLabels[a.role as CoHostRole] ?? String(a.role)}`;
    case 'cohost.role_changed':
      return `mengubah peran ${name} menjadi ${invitationRoleLabels[a.role as CoHostRole] ?? String(a.role)}`;
    case 'cohost.removed':
      return `mencabut akses ${name}`;
    case 'cohost.left':
      return 'keluar dari undangan';
    default:
      return action;
  }
}
