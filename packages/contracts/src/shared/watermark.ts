// A module without schemas: the guest page reads it, and importing a schema module would bring TypeBox along.

/** The mark at the end of an invitation whose host's plan keeps it, and where it leads (the home page, tagged). */
export const watermark = {
  text: 'Dibuat dengan',
  brand: 'Undangin',
  href: '/?utm_source=undangan&utm_medium=watermark',
} as const;

/** What ends the page of a reseller with a brand ('white_label'), before their logo and name. */
export const brandMark = { text: 'Dibuat oleh' } as const;
