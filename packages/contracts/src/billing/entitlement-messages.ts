/**
 * What a gated feature says: the services' refusal and the dashboard's locks. A module of its own, so the public pages'
 * bundle (which reads the shared messages) does not carry them.
 */
export const entitlementMessages = {
  /** A gated feature refused: what it is (entitlementInfo's label) and the cheapest plan that unlocks it. */
  required: (feature: string, plan: string) =>
    `${feature} tersedia mulai paket ${plan}. Upgrade paket untuk memakainya.`,
  /** The action that opens a plan's payment. */
  upgrade: (plan: string) => `Upgrade ke ${plan}`,
  themeLockTitle: 'Tema premium',
  /** The badge on a premium theme in the editor's picker: with the plan it needs when the host's plan lacks it. */
  themeBadge: (plan: string | null) => (plan ? `Premium · ${plan}` : 'Premium'),
  /** A premium theme chosen in the picker, not saved yet, by a host whose plan lacks it. */
  themeChosen: (plan: string) =>
    `Tema ini bisa dicoba dan disimpan sebagai draf; untuk menerbitkannya perlu paket ${plan}.`,
  bulkLocked: (plan: string) =>
    `Kirim ke tamu satu per satu tersedia di semua paket; kirim berurutan ke banyak tamu sekaligus tersedia dengan paket ${plan}.`,
  analyticsLocked: (plan: string) =>
    `Corong per tamu (terkirim, dibuka, dijawab, datang), waktu respons, dan grafik RSVP harian tersedia dengan paket ${plan}.`,
  /** A draft on a premium theme: saved and previewed freely, published with the plan. */
  themeLockedDraft: (plan: string) =>
    `Undangan ini dapat disimpan dan dipratinjau dengan tema premium, tetapi baru dapat diterbitkan dengan paket ${plan}.`,
  /** A published invitation whose premium theme is over the plan now (a period ended): guests still see it. */
  themeLockedPublished: (plan: string) =>
    `Tema premium ini di luar paket Anda saat ini. Undangan tetap tampil untuk tamu; bila dinonaktifkan, undangan baru dapat diterbitkan lagi dengan paket ${plan}.`,
  /** A gated feature no plan on sale carries yet. */
  unavailable: (feature: string) => `${feature} belum tersedia untuk paket mana pun.`,
};
