/**
 * The WhatsApp Business Cloud API as Undangin uses it (Graph API, `POST /{version}/{phone-number-id}/messages` and the
 * webhook's `messages` field): the request of a template message, the answers, and what the webhook posts. The real
 * API and the local sandbox speak exactly this; the dashboard service cannot tell them apart.
 */

/** A body variable of a template: plain text ({nama}, {link}, {tanggal}, {sesi} in order). */
export interface CloudTextParameter {
  type: 'text';
  text: string;
}

export interface CloudImageParameter {
  type: 'image';
  image: { link: string };
}

export interface CloudTemplateMessage {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: 'template';
  template: {
    name: string;
    language: { code: 'id' };
    components: Array<
      { type: 'header'; parameters: CloudImageParameter[] } | { type: 'body'; parameters: CloudTextParameter[] }
    >;
  };
  /** Echoed in every status of this message: our message id, so a status finds its row even before we saw the wamid. */
  biz_opaque_callback_data?: string;
}

export interface CloudSendAnswer {
  messaging_product: 'whatsapp';
  contacts: Array<{ input: string; wa_id: string }>;
  messages: Array<{ id: string; message_status?: 'accepted' | 'held_for_quality_assessment' }>;
}

export interface CloudError {
  message: string;
  type: string;
  code: number;
  error_subcode?: number;
  error_data?: { messaging_product?: 'whatsapp'; details: string };
  fbtrace_id?: string;
}

export interface CloudErrorAnswer {
  error: CloudError;
}

export type CloudStatusName = 'sent' | 'delivered' | 'read' | 'failed';

export interface CloudStatus {
  id: string;
  status: CloudStatusName;
  timestamp: string;
  recipient_id: string;
  biz_opaque_callback_data?: string;
  errors?: Array<{ code: number; title: string; message?: string; error_data?: { details: string } }>;
}

export interface CloudInboundMessage {
  from: string;
  id: string;
  timestamp: string;
  type: 'text' | 'button' | string;
  text?: { body: string };
  button?: { text: string; payload?: string };
  /** Set when the guest replied to one of our messages. */
  context?: { from: string; id: string };
}

/** What the webhook posts (`object: whatsapp_business_account`), signed with X-Hub-Signature-256. */
export interface CloudWebhook {
  object: 'whatsapp_business_account';
  entry: Array<{
    id: string;
    changes: Array<{
      field: 'messages' | string;
      value: {
        messaging_product: 'whatsapp';
        metadata: { display_phone_number: string; phone_number_id: string };
        contacts?: Array<{ profile: { name: string }; wa_id: string }>;
        statuses?: CloudStatus[];
        messages?: CloudInboundMessage[];
      };
    }>;
  }>;
}

/**
 * Meta's error codes as the host reads them. Codes not listed read as the generic reason. `retry`: the send is tried
 * again later (rate and quality limits, Meta's own outages); the rest fail the message until the host retries it.
 */
export const cloudErrorReasons: Record<number, { reason: string; retry: boolean }> = {
  0: { reason: 'Akses ke WhatsApp ditolak: periksa token akses', retry: false },
  4: { reason: 'Terlalu banyak permintaan ke WhatsApp; dicoba lagi nanti', retry: true },
  100: { reason: 'Data pesan tidak sah menurut WhatsApp', retry: false },
  190: { reason: 'Token akses WhatsApp kedaluwarsa atau tidak sah', retry: false },
  368: { reason: 'Nomor pengirim sedang dibatasi oleh WhatsApp karena pelanggaran kebijakan', retry: false },
  80007: { reason: 'Batas kiriman akun WhatsApp Business tercapai; dicoba lagi nanti', retry: true },
  130429: { reason: 'Batas kecepatan kiriman tercapai; dicoba lagi nanti', retry: true },
  130472: { reason: 'Nomor tamu sedang dalam uji coba Meta; pesan tidak dikirim', retry: false },
  131000: { reason: 'WhatsApp gagal mengirim pesan karena kesalahan yang tidak diketahui', retry: true },
  131005: { reason: 'Izin akses WhatsApp tidak cukup', retry: false },
  131008: { reason: 'Templat pesan kekurangan isian wajib', retry: false },
  131009: { reason: 'Isian templat pesan tidak sah', retry: false },
  131016: { reason: 'Layanan WhatsApp sedang sibuk; dicoba lagi nanti', retry: true },
  131021: { reason: 'Nomor tamu sama dengan nomor pengirim', retry: false },
  131026: { reason: 'Nomor tidak terdaftar di WhatsApp atau belum menyetujui ketentuan terbaru', retry: false },
  131031: { reason: 'Akun WhatsApp Business dikunci oleh Meta', retry: false },
  131042: { reason: 'Pembayaran akun WhatsApp Business bermasalah', retry: false },
  131045: { reason: 'Nomor pengirim belum terdaftar dengan benar', retry: false },
  131047: { reason: 'Lebih dari 24 jam sejak balasan terakhir tamu; hanya templat yang boleh dikirim', retry: false },
  131048: { reason: 'Dibatasi karena banyak pesan ditandai spam; dicoba lagi nanti', retry: true },
  131049: { reason: 'Meta menahan pesan ini demi kualitas; tamu belum menerimanya', retry: false },
  131050: { reason: 'Tamu berhenti menerima pesan pemasaran', retry: false },
  131051: { reason: 'Jenis pesan tidak didukung', retry: false },
  131053: { reason: 'Gambar pesan tidak dapat diunggah ke WhatsApp', retry: false },
  131056: { reason: 'Terlalu banyak pesan ke nomor yang sama; dicoba lagi nanti', retry: true },
  132000: { reason: 'Jumlah isian tidak cocok dengan templat yang disetujui', retry: false },
  132001: { reason: 'Templat pesan tidak ada atau belum disetujui untuk bahasa Indonesia', retry: false },
  132005: { reason: 'Pesan terlalu panjang setelah templat diisi', retry: false },
  132007: { reason: 'Isi pesan melanggar kebijakan format templat', retry: false },
  132012: { reason: 'Format isian templat tidak sesuai', retry: false },
  132015: { reason: 'Templat dijeda oleh Meta karena kualitasnya rendah', retry: false },
  132016: { reason: 'Templat dinonaktifkan oleh Meta', retry: false },
  133010: { reason: 'Nomor pengirim belum terdaftar di Cloud API', retry: false },
};

export const unknownCloudError = { reason: 'WhatsApp menolak pesan ini', retry: false };

export const cloudErrorReason = (code: number | null | undefined): { reason: string; retry: boolean } =>
  (code !== null && code !== undefined && cloudErrorReasons[code]) || unknownCloudError;

/** What a guest writes to stop messages from a host (any case, alone in the message). */
export const optOutWords = ['BERHENTI', 'STOP', 'UNSUBSCRIBE', 'BERHENTI BERLANGGANAN'] as const;

export const isOptOut = (text: string | undefined): boolean =>
  !!text && (optOutWords as readonly string[]).includes(text.trim().replace(/\s+/g, ' ').toUpperCase());
