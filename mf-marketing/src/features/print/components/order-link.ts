import { formatRupiah } from '@undangin/contracts';

/** Ordering opens a WhatsApp chat with the item, its price and the quantity already written. */
export const orderMessage = (item: string, price: number, quantity: number) =>
  `Halo Undangin, saya ingin memesan undangan cetak "${item}" (${formatRupiah(price)}) sebanyak ${quantity} pcs. Mohon info selanjutnya.`;
