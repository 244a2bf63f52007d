import type { InvitationPrivacy } from './activity-labels';
import { coHostInviteDays, invitationRoleLabels, maxCoHosts, type InvitationRole } from './cohost-schemas';
import { invitationPasswordRules } from './privacy-schemas';

/** The dashboard's texts for privacy, co-hosts and the activity log (issue 35). */
export const coHostUiMessages = {
  /** A shared invitation in the host's lists: whose it is and the caller's role on it. */
  sharedBy: (ownerName: string, role: InvitationRole) => `Dibagikan oleh ${ownerName} · ${invitationRoleLabels[role]}`,
  deskLink: 'Check-in Tamu',
  deskOnly: 'Anda penerima tamu di undangan ini: hanya meja check-in yang tersedia.',

  editorTabs: 'Bagian undangan',
  contentTab: 'Isi Undangan',
  sharingTab: 'Berbagi & Privasi',
  activityTab: 'Aktivitas',

  privacyTitle: 'Privasi Undangan',
  privacyLevels: 'Siapa yang dapat membuka undangan',
  privacyHints: {
    public: 'Siapa pun yang memiliki alamat undangan dapat membukanya.',
    guests: 'Hanya tamu yang membuka tautan pribadi dari daftar tamu. Yang lain melihat halaman terkunci.',
    password: 'Tamu dengan tautan pribadi langsung masuk; yang lain memasukkan kata sandi.',
  } satisfies Record<InvitationPrivacy, string>,
  privateTitleLabel: 'Judul halaman terkunci (opsional)',
  privateTitleHint: 'Tampil di halaman terkunci dan pratinjau tautan, menggantikan nama dan tanggal acara.',
  passwordLabel: 'Kata sandi undangan',
  changePasswordLabel: 'Ganti kata sandi',
  passwordHint: `Minimal ${invitationPasswordRules.min} karakter. Berikan kepada tamu yang tidak memiliki tautan pribadi.`,
  passwordKeepHint: 'Kosongkan untuk tetap memakai kata sandi yang sekarang.',
  savePrivacy: 'Simpan Privasi',
  privacySaveFailed: 'Pengaturan privasi belum dapat disimpan. Silakan coba lagi.',

  coHostsTitle: 'Rekan Pengelola',
  coHostsIntro:
    'Ajak pasangan, keluarga atau WO mengelola undangan ini dengan akun mereka sendiri. Setiap perubahan tercatat di Aktivitas.',
  coHostCount: (count: number) => `${count}/${maxCoHosts} rekan`,
  membersList: 'Daftar rekan',
  noCoHosts: 'Belum ada rekan. Undang lewat e-mail di bawah ini.',
  memberSince: (date: string) => `Bergabung ${date}`,
  roleOf: (name: string) => `Peran ${name}`,
  roleChanged: (name: string, role: InvitationRole) => `Peran ${name} kini ${invitationRoleLabels[role]}.`,
  revoke: 'Cabut akses',
  revokeTitle: 'Cabut akses rekan?',
  revokeText: (name: string) =>
    `${name} tidak lagi dapat membuka atau mengubah undangan ini. Anda dapat mengundangnya lagi kapan saja.`,
  revoked: (name: string) => `Akses ${name} dicabut.`,
  pendingList: 'Menunggu jawaban',
  pendingMeta: (role: InvitationRole, until: string) => `${invitationRoleLabels[role]} · berlaku sampai ${until}`,
  cancelInvite: 'Batalkan',
  cancelInviteOf: (email: string) => `Batalkan undangan untuk ${email}`,
  inviteCancelled: (email: string) => `Undangan untuk ${email} dibatalkan.`,
  inviteTitle: 'Undang rekan',
  emailLabel: 'E-mail rekan',
  roleLabel: 'Peran',
  inviteButton: 'Kirim Undangan',
  invited: (email: string) => `Undangan dikirim ke ${email}. Tautannya berlaku ${coHostInviteDays} hari.`,
  coHostsFailed: 'Daftar rekan belum dapat dimuat.',
  changeFailed: 'Perubahan belum dapat disimpan. Silakan coba lagi.',

  leaveTitle: 'Keanggotaan Anda',
  leaveIntro: (role: InvitationRole) => `Anda mengelola undangan ini sebagai ${invitationRoleLabels[role]}.`,
  leave: 'Keluar dari undangan ini',
  leaveConfirmTitle: 'Keluar dari undangan ini?',
  leaveConfirmText: 'Undangan ini tidak lagi tampil di dashboard Anda. Pemilik dapat mengundang Anda lagi.',
  leaveConfirm: 'Ya, Keluar',
  left: (title: string) => `Anda keluar dari undangan ${title}.`,
  leaveFailed: 'Belum dapat keluar dari undangan ini. Silakan coba lagi.',
  cancel: 'Batal',

  activityTitle: 'Aktivitas',
  activityIntro: 'Siapa mengubah apa dan kapan, yang terbaru di atas.',
  activityList: 'Riwayat aktivitas',
  activityEmpty: 'Belum ada aktivitas tercatat.',
  activityFailed: 'Aktivitas belum dapat dimuat.',
  loadMore: 'Muat lebih banyak',
  loadingMore: 'Memuat...',
  justNow: 'baru saja',
  minutesAgo: (minutes: number) => `${minutes} menit lalu`,
  hoursAgo: (hours: number) => `${hours} jam lalu`,

  acceptPageTitle: 'Undangan Rekan',
  acceptLead: (ownerName: string, title: string, role: InvitationRole) =>
    `${ownerName} mengajak Anda mengelola undangan ${title} sebagai ${invitationRoleLabels[role]}.`,
  acceptFor: (email: string, until: string) => `Dikirim ke ${email}, berlaku sampai ${until}.`,
  accept: 'Terima',
  accepting: 'Menerima...',
  accepted: (role: InvitationRole) => `Anda kini ${invitationRoleLabels[role]} di undangan ini.`,
  acceptFailed: 'Undangan rekan belum dapat diterima. Silakan coba lagi.',
  previewFailed: 'Undangan rekan belum dapat dimuat. Silakan coba lagi.',
  toDashboard: 'Ke Dashboard',
} as const;
