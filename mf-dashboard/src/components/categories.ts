import type { InvitationCategory } from '@undangin/contracts';

export const categoryLabels: Record<InvitationCategory, string> = {
  wedding: 'Pernikahan',
  birthday: 'Ulang Tahun',
  corporate: 'Corporate',
  graduation: 'Wisuda',
  anniversary: 'Anniversary',
  other: 'Lainnya',
};
