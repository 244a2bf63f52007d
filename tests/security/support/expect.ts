import { messages } from '@undangin/contracts';

/** Every fixed text of the catalogue. */
function catalogueTexts(node: unknown, out = new Set<string>()): Set<string> {
  if (typeof node === 'string') out.add(node);
  else if (node && typeof node === 'object') for (const child of Object.values(node)) catalogueTexts(child, out);
  return out;
}
const catalogue = catalogueTexts(messages);

// Fastify's, Ajv's and Node's own English, and the English words a validator or a driver would use.
const englishStart =
  /^(Body|body|querystring|params|headers|Unsupported|Request|Route|FST_|Bad Request|Not Found|Internal|Unexpected|Invalid|must|Cannot)/;
const englishWords =
  /\b(the|must|should|is|are|was|cannot|invalid|required|unexpected|allowed|property|properties|expected|exceeded|too large|unsupported|error|failed|missing)\b/i;
// Words nearly every Indonesian sentence of the product holds at least one of.
const indonesianWords =
  /\b(tidak|silakan|data|yang|wajib|terlalu|anda|tamu|undangan|link|nomor|sudah|belum|maksimal|minimal|harus|gunakan|pilih|file|halaman|alamat|sesi|mohon|pin|tema|ukuran|jenis|terjadi|layanan|paket|nama|salah|berlaku|ditemukan|valid|karakter|kolom|nilai|isi|dengan|untuk|atau|format|tanggal|email)\b/i;

/** Why a message is not Indonesian, or null when it is. */
export function notIndonesian(text: unknown): string | null {
  if (typeof text !== 'string' || !text.trim()) return `message ${JSON.stringify(text)} is not a text`;
  if (catalogue.has(text)) return null;
  if (englishStart.test(text) || englishWords.test(text)) return `English message ${JSON.stringify(text)}`;
  if (!indonesianWords.test(text)) return `message ${JSON.stringify(text)} does not read as Indonesian`;
  return null;
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * What is wrong with an answer to a hostile request, or null: never a 5xx; a refusal in the shared shape, in
 * Indonesian. A page route (HTML for browsers and link previews) may answer its 404 as a page.
 */
export function problemWith(answer: Answer, { page = false } = {}): string | null {
  if (answer.statusCode >= 500) return `${answer.statusCode}: ${answer.body.slice(0, 200)}`;
  if (answer.statusCode < 400) return null;
  if (page && answer.statusCode === 404 && String(answer.headers['content-type']).startsWith('text/html')) return null;
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json'))
    return `${answer.statusCode} without JSON: ${answer.body.slice(0, 200)}`;
  let body: { status?: unknown; code?: unknown; message?: unknown; details?: unknown };
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `${answer.statusCode} with a body that is not JSON: ${answer.body.slice(0, 200)}`;
  }
  if (body.status !== answer.statusCode)
    return `${answer.statusCode} whose body says status ${JSON.stringify(body.status)}: ${answer.body.slice(0, 200)}`;
  if (typeof body.code !== 'string' || !body.code)
    return `${answer.statusCode} without a code: ${answer.body.slice(0, 200)}`;
  const message = notIndonesian(body.message);
  if (message) return `${answer.statusCode} ${body.code}: ${message}`;
  if (body.details !== undefined) {
    if (!Array.isArray(body.details)) return `details is not a list: ${answer.body.slice(0, 200)}`;
    for (const detail of body.details as Array<{ field?: unknown; message?: unknown }>) {
      if (typeof detail.field !== 'string') return `a detail without a field: ${answer.body.slice(0, 200)}`;
      const reason = notIndonesian(detail.message);
      if (reason) return `detail of ${detail.field}: ${reason}`;
    }
  }
  return null;
}
