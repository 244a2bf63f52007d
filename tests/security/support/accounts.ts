let counter = 0;
// Jest's workers share one database: each worker's number leads, so two workers making an account in the same
// millisecond never build the same WhatsApp number (profiles.whatsapp is unique). A 4-digit area and 10 digits stays valid.
const worker = (process.env.JEST_WORKER_ID ?? '0').padStart(2, '0').slice(-2);

/** A fresh account's sign-up details; `area` keeps the WhatsApp numbers of two test files apart. */
export function newAccount(prefix: string, area: string) {
  counter += 1;
  const n = `${worker}${`${Date.now() % 1_000_000}${counter}`.padStart(8, '0').slice(-8)}`;
  return { email: `${prefix}.${n}.${process.pid}@contoh.id`, whatsapp: `${area}${n}`, password: 'rahasia123' };
}

/** Polls `check` until it holds or `timeoutMs` passes; answers its last result. */
export async function until(check: () => Promise<boolean>, timeoutMs = 2000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}
