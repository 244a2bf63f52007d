import type { CreateTransactionBody } from '@undangin/contracts';
import { checkout, type CheckoutDeps, type PopupOutcome } from './checkout';
import type { Snap, SnapCallbacks } from './snap';

const created = {
  order_id: 'UND-1764000000000-AB12CD',
  token: 'snap-token-1',
  redirect_url: 'https://pay.example.com/1',
  amount: 75_000,
};

/** A Snap.js that answers every popup with `outcome`, and records the tokens it was opened with. */
function fakeSnap(outcome: PopupOutcome | 'throws'): Snap & { tokens: string[] } {
  const tokens: string[] = [];
  return {
    tokens,
    pay: (token: string, callbacks: SnapCallbacks) => {
      tokens.push(token);
      const result = { order_id: created.order_id, status_code: '200', transaction_status: 'settlement' };
      if (outcome === 'throws') throw new Error('Invalid state transition from PopupInView to PopupInView');
      if (outcome === 'success') callbacks.onSuccess(result);
      if (outcome === 'pending') callbacks.onPending({ ...result, status_code: '201', transaction_status: 'pending' });
      if (outcome === 'error') callbacks.onError({ ...result, status_code: '202', transaction_status: 'deny' });
      if (outcome === 'close') callbacks.onClose();
      // A popup closed after a result calls back again: only the first answer counts.
      callbacks.onClose();
    },
  };
}

function deps(overrides: Partial<CheckoutDeps> = {}) {
  const sent: CreateTransactionBody[] = [];
  let processing = 0;
  const base: CheckoutDeps = {
    signedIn: true,
    onProcessing: () => void (processing += 1),
    snap: async () => fakeSnap('success'),
    createTransaction: async (body) => {
      sent.push(body);
      return { data: created };
    },
  };
  return { deps: { ...base, ...overrides }, sent, processing: () => processing };
}

const pro = { plan_id: 'pro', free: false };

describe('choosing a plan', () => {
  it('sends the free plan to /register without any payment, and a signed-in host to the dashboard', async () => {
    const visitor = deps({ signedIn: false });
    expect(await checkout({ plan_id: 'gratis', free: true }, visitor.deps)).toEqual({
      message: null,
      redirect: '/register',
    });
    const host = deps();
    expect(await checkout({ plan_id: 'gratis', free: true }, host.deps)).toEqual({
      message: null,
      redirect: '/app/dashboard',
    });
    for (const run of [visitor, host]) {
      expect(run.sent).toEqual([]);
      expect(run.processing()).toBe(0);
    }
  });

  it('asks a visitor who is not signed in to log in first, and opens no order', async () => {
    const run = deps({ signedIn: false });
    expect(await checkout(pro, run.deps)).toEqual({
      message: 'Anda harus login untuk melanjutkan pembayaran.',
      redirect: '/login',
      login: true,
    });
    expect(run.sent).toEqual([]);
  });

  it('says so when Snap.js is not loaded, before any order is opened', async () => {
    const run = deps({ snap: async () => null });
    expect(await checkout(pro, run.deps)).toEqual({
      message: 'Midtrans Snap.js belum dimuat. Silakan refresh halaman dan coba lagi.',
      redirect: null,
    });
    expect(run.processing()).toBe(1);
    expect(run.sent).toEqual([]);
  });

  it('sends only the plan and the promo to the service (the price is the service’s), and pays with the token it answers', async () => {
    const snap = fakeSnap('success');
    const run = deps({ snap: async () => snap });
    await checkout({ plan_id: 'premium', promo_id: 'flash-sale', free: false }, run.deps);
    expect(run.sent).toEqual([{ plan_id: 'premium', promo_id: 'flash-sale' }]);
    expect(snap.tokens).toEqual(['snap-token-1']);
  });
});

describe('a refused or failed transaction', () => {
  it('shows the service’s own message when it refused', async () => {
    const error = {
      status: 404,
      data: { status: 404, code: 'plan_not_found', message: 'Paket tidak ditemukan atau tidak aktif.' },
    };
    const run = deps({ createTransaction: async () => ({ error }) });
    expect((await checkout(pro, run.deps)).message).toBe(
      'Gagal membuat transaksi: Paket tidak ditemukan atau tidak aktif.',
    );
  });

  it('says the error is unknown when the answer carried no message, or no token', async () => {
    const proxyPage = {
      status: 'PARSING_ERROR',
      originalStatus: 502,
      data: '<html>Bad Gateway</html>',
      error: 'SyntaxError',
    };
    expect((await checkout(pro, deps({ createTransaction: async () => ({ error: proxyPage }) }).deps)).message).toBe(
      'Gagal membuat transaksi: Terjadi kesalahan yang tidak diketahui',
    );
    const noToken = { data: { ...created, token: '' } };
    expect((await checkout(pro, deps({ createTransaction: async () => noToken }).deps)).message).toBe(
      'Gagal membuat transaksi: Terjadi kesalahan yang tidak diketahui',
    );
  });

  it('says processing failed when the network did not answer, or the popup could not open', async () => {
    const offline = deps({
      createTransaction: async () => ({ error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } }),
    });
    expect(await checkout(pro, offline.deps)).toEqual({
      message: 'Terjadi kesalahan saat memproses pembayaran.',
      redirect: null,
    });
    const stuck = deps({ snap: async () => fakeSnap('throws') });
    expect(await checkout(pro, stuck.deps)).toEqual({
      message: 'Terjadi kesalahan saat memproses pembayaran.',
      redirect: null,
    });
  });
});

describe('the payment popup', () => {
  const ended = (outcome: PopupOutcome) => checkout(pro, deps({ snap: async () => fakeSnap(outcome) }).deps);

  it('on success thanks the host and shows the success page with the order', async () => {
    expect(await ended('success')).toEqual({
      message: 'Pembayaran berhasil! Terima kasih telah berlangganan.',
      redirect: '/payment-success?order_id=UND-1764000000000-AB12CD&status=success',
    });
  });

  it('on pending says it waits for the payment and shows the pending page', async () => {
    expect(await ended('pending')).toEqual({
      message: 'Pembayaran sedang diproses. Kami akan mengonfirmasi setelah pembayaran selesai.',
      redirect: '/payment-pending?order_id=UND-1764000000000-AB12CD&status=pending',
    });
  });

  it('on error says the payment failed and shows the error page', async () => {
    expect(await ended('error')).toEqual({
      message: 'Pembayaran gagal. Silakan coba lagi.',
      redirect: '/payment-error?order_id=UND-1764000000000-AB12CD&status=error',
    });
  });

  it('when closed only says so and stays on the page, naming the order it left waiting', async () => {
    expect(await ended('close')).toEqual({
      message: 'Anda menutup popup tanpa menyelesaikan pembayaran',
      redirect: null,
      leftPending: expect.stringMatching(/.+/),
    });
  });
});
