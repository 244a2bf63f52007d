import { Type, type Static } from '@sinclair/typebox';

const Str = Type.String();
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const Uuid = Type.String({ format: 'uuid' });

/**
 * Who may do what on an invitation. The owner: everything. An editor: everything but deleting it, billing and the
 * co-hosts. A receptionist: the check-in desk only. Every service checks the role on every call.
 */
export const invitationRoles = ['owner', 'editor', 'receptionist'] as const;
export type InvitationRole = (typeof invitationRoles)[number];
export const coHostRoles = ['editor', 'receptionist'] as const;
export type CoHostRole = (typeof coHostRoles)[number];

/** What a route needs: `owner` alone, `edit` (owner, editor) or `desk` (all three). */
export type InvitationNeed = 'owner' | 'edit' | 'desk';
export const roleMeets = (role: InvitationRole, need: InvitationNeed): boolean =>
  need === 'desk' || role === 'owner' || (need === 'edit' && role === 'editor');

export const invitationRoleLabels: Record<InvitationRole, string> = {
  owner: 'Pemilik',
  editor: 'Editor',
  receptionist: 'Penerima Tamu',
};
export const coHostRoleHints: Record<CoHostRole, string> = {
  editor:
    'Mengubah isi, tema, tamu, pesan dan check-in. Tidak dapat menghapus undangan, membayar paket, atau mengatur rekan.',
  receptionist: 'Hanya meja check-in: mencari tamu dan mencatat kedatangan.',
};

/** At most this many co-hosts (members and open invitations) per invitation. */
export const maxCoHosts = 10;
/** A mailed invitation to join is good for this long, and once. */
export const coHostInviteDays = 7;

export const coHostMessages = {
  forbidden: 'Peran Anda di undangan ini tidak mengizinkan tindakan ini.',
  inviteSelf: 'Anda adalah pemilik undangan ini; tidak perlu mengundang diri sendiri.',
  alreadyMember: 'Alamat e-mail ini sudah menjadi rekan di undangan ini.',
  alreadyInvited:
    'Alamat e-mail ini sudah diundang dan belum menjawab. Batalkan undangannya dulu untuk mengirim ulang.',
  invalidEmail: 'Alamat e-mail tidak valid.',
  tooMany: `Paling banyak ${maxCoHosts} rekan per undangan.`,
  inviteInvalid: 'Tautan undangan rekan tidak berlaku atau sudah dipakai.',
  inviteExpired: 'Tautan undangan rekan sudah kedaluwarsa. Minta pemilik undangan mengirim ulang.',
  inviteOtherEmail: (masked: string) =>
    `Undangan ini dikirim ke ${masked}. Masuk dengan akun e-mail tersebut untuk menerimanya.`,
  inviteOwn: 'Anda adalah pemilik undangan ini.',
  memberNotFound: 'Rekan tidak ditemukan di undangan ini.',
  inviteNotFound: 'Undangan rekan tidak ditemukan atau sudah diterima.',
  ownerCannotLeave: 'Pemilik tidak dapat keluar dari undangannya sendiri.',
  badCursor: 'Penanda halaman aktivitas tidak valid.',
  mailSubject: (title: string) => `Anda diajak mengelola undangan ${title} di Undangin`,
  /** Who checked a guest in through a receptionist link (PIN), in the activity log. */
  linkActor: (label: string) => `Penerima tamu (${label})`,
  mailFailed: 'E-mail undangan belum dapat dikirim. Silakan coba lagi sebentar lagi.',
} as const;

const CoHostRoleSchema = Type.Union(coHostRoles.map((role) => Type.Literal(role)));

/** POST /invitations/:id/cohosts */
export const CoHostInviteBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  role: CoHostRoleSchema,
});
export type CoHostInviteBody = Static<typeof CoHostInviteBody>;

/** PUT /invitations/:id/cohosts/:userId */
export const CoHostRoleBody = Type.Object({ role: CoHostRoleSchema });
export type CoHostRoleBody = Static<typeof CoHostRoleBody>;
export const CoHostParams = Type.Object({ id: Uuid, userId: Uuid });
export type CoHostParams = Static<typeof CoHostParams>;
export const CoHostInviteParams = Type.Object({ id: Uuid, inviteId: Uuid });
export type CoHostInviteParams = Static<typeof CoHostInviteParams>;
/** /cohost-invites/:inviteToken: the mailed link's one-time token. */
export const CoHostTokenParams = Type.Object({ inviteToken: Type.String({ minLength: 20, maxLength: 64 }) });
export type CoHostTokenParams = Static<typeof CoHostTokenParams>;

export const CoHost = Type.Object({
  user_id: Str,
  name: Nullable(Str),
  email: Str,
  role: CoHostRoleSchema,
  since: Str,
});
export type CoHost = Static<typeof CoHost>;
export const PendingCoHost = Type.Object({
  id: Str,
  email: Str,
  role: CoHostRoleSchema,
  expires_at: Str,
  created_at: Str,
});
export type PendingCoHost = Static<typeof PendingCoHost>;
export const CoHostList = Type.Object({ members: Type.Array(CoHost), invites: Type.Array(PendingCoHost) });
export type CoHostList = Static<typeof CoHostList>;

/** GET /cohost-invites/:token: what the invitee is asked to accept. */
export const CoHostInvitePreview = Type.Object({
  invitation_title: Str,
  owner_name: Str,
  role: CoHostRoleSchema,
  email: Str,
  expires_at: Str,
});
export type CoHostInvitePreview = Static<typeof CoHostInvitePreview>;
export const CoHostAccepted = Type.Object({ invitation_id: Str, role: Str });
export type CoHostAccepted = Static<typeof CoHostAccepted>;

/** 'andi@contoh.id' → 'a***@contoh.id': enough for the right person to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

export const ActivityEntry = Type.Object({
  id: Str,
  at: Str,
  actor: Str,
  action: Str,
  /** The entry in Indonesian, e.g. 'menambahkan 3 tamu'. */
  summary: Str,
});
export type ActivityEntry = Static<typeof ActivityEntry>;
export const ActivityPage = Type.Object({ entries: Type.Array(ActivityEntry), next: Nullable(Str) });
export type ActivityPage = Static<typeof ActivityPage>;
export const ActivityQuery = Type.Object({ before: Type.Optional(Type.String({ maxLength: 80 })) });
export type ActivityQuery = Static<typeof ActivityQuery>;
