import { chatLink, formatRupiah } from '@undangin/contracts';

/** Ordering opens a WhatsApp chat with the item, its price and the quantity already written. */
export const orderLink = (item: string, price: number, quantity: number) =>
  chatLink(`Halo Undangin, saya ingin memesan undangan cetak "${item}" (${formatRupiah(price)}) sebanyak ${quantity} pcs. Mohon info selanjutnya.`);
