import type { AdminPartnerOverview, AdminPayout } from '@undangin/contracts';
import {
  bearer,
  buildTestService,
  publishedTestKey,
  serviceTestContext,
  withOwnerDb,
} from '@undangin/service-kit/testing';
import { adminRoutes } from './app';
import { auditOf, seedHost } from './test/seed';

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  withOwnerDb((orm) => orm.em.getConnection().execute<T[]>(text, params));

/**
 * The admin's side of the partner programme (issue 39): rates up to 30 %, approved entries (a clawback subtracted)
 * paid out in one payout, marked paid with the transfer's reference, exported as CSV, every step audited.
 */
describe('admin partner programme', () => {
  const ctx = serviceTestContext(async () => ({
    key: await publishedTestKey(),
    app: await buildTestService('admin', adminRoutes),
  }));
  let headers: { authorization: string };
  let adminId: string;

  beforeAll(async () => {
    const admin = await seedHost('admin');
    adminId = admin.id;
    headers = await bearer(ctx.key, 'admin', admin.id);
  });
  afterAll(async () => {
    await sql(`update partner_programmes set rate_bp = 2000 where id = 'content_creator'`);
  });

  /** A partner with entries: two approved, one past its window still pending, one pending, one clawback. */
  async function partnerWithEntries() {
    const host = await seedHost('wo');
    const [partner] = await sql<{ id: string }>(
      `insert into partners (user_id, email, code, programme_id) values (?, ?, ?, 'affiliate') returning id`,
      [host.id, host.email, `p${host.n}`.slice(0, 16)],
    );
    const entry = (order: string, kind: string, amount: number, status: string, availableDays: number) =>
      sql(
        `insert into commissions (partner_id, order_ref, kind, base_amount, rate_bp, amount, status, available_at)
         values (?, ?, ?, 75000, 3000, ?, ?, now() + make_interval(days => ?))`,
        [partner!.id, `ord-${host.n}-${order}`, kind, amount, status, availableDays],
      );
    await entry('a', 'commission', 22_500, 'approved', -10);
    await entry('b', 'commission', 22_500, 'pending', -1);
    await entry('c', 'commission', 44_700, 'pending', 20);
    await entry('a', 'clawback', -7_500, 'approved', 0);
    return { host, partnerId: partner!.id };
  }
  const overview = async (q?: string) =>
    (
      await ctx.app.inject({ url: `/api/admin/partners${q ? `?q=${encodeURIComponent(q)}` : ''}`, headers })
    ).json() as AdminPartnerOverview;

  it('lists programmes and partners with what they earned; entries past their window are approved first', async () => {
    const { host, partnerId } = await partnerWithEntries();
    const page = await overview(host.email);
    expect(page.programmes.map((p) => p.id)).toEqual(['affiliate', 'content_creator', 'freelance', 'reseller']);
    expect(page.partners).toEqual([
      expect.objectContaining({
        id: partnerId,
        email: host.email,
        pending: 44_700,
        payable: 37_500,
        in_payout: 0,
        paid: 0,
      }),
    ]);
    const events = await sql<{ kind: string }>(
      `select e.kind from commission_events e join commissions c on c.id = e.commission_id
        where c.partner_id = ? and e.kind = 'approved'`,
      [partnerId],
    );
    expect(events).toHaveLength(1);
  });

  it('sets a programme’s rate up to 30 %, audited', async () => {
    const put = (rate: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/partners/programmes/content_creator',
        headers,
        payload: { rate_bp: rate },
      });
    expect((await put(3001)).statusCode).toBe(400);
    expect((await put(-1)).statusCode).toBe(400);
    expect((await put(12.5)).statusCode).toBe(400);
    const saved = await put(1250);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'content_creator', rate_bp: 1250 })]),
    );
    const [audit] = await auditOf('content_creator');
    expect(audit).toMatchObject({ action: 'partner_programme.update', actor_id: adminId, after: { rate_bp: 1250 } });
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/admin/partners/programmes/lain',
          headers,
          payload: { rate_bp: 10 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('approves a payout of the approved entries, marks it paid with a reference, once', async () => {
    const { partnerId } = await partnerWithEntries();
    const approve = () => ctx.app.inject({ method: 'POST', url: `/api/admin/partners/${partnerId}/payouts`, headers });
    const made = await approve();
    expect(made.statusCode).toBe(201);
    const payout = made.json() as AdminPayout;
    // Rp22.500 + Rp22.500 (approved now) − Rp7.500 clawed back.
    expect(payout).toMatchObject({
      partner_id: partnerId,
      amount: 37_500,
      entries: 3,
      status: 'approved',
      reference: null,
    });
    expect((await approve()).json()).toMatchObject({
      code: 'conflict',
      message: 'Belum ada komisi disetujui yang dapat dibayarkan untuk partner ini.',
    });

    const paid = (reference: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/partners/payouts/${payout.id}/paid`,
        headers,
        payload: { reference },
      });
    expect((await paid('   ')).json()).toMatchObject({ message: 'Isi nomor referensi transfer.' });
    expect((await sql(`select status from partner_payouts where id = ?`, [payout.id]))[0]).toEqual({
      status: 'approved',
    });
    const done = await paid('TRF-BCA-0042');
    expect(done.json()).toMatchObject({ status: 'paid', reference: 'TRF-BCA-0042', amount: 37_500 });
    expect((await paid('TRF-LAGI')).statusCode).toBe(409);

    const entries = await sql<{ status: string; amount: number }>(
      `select status, amount from commissions where partner_id = ? order by amount`,
      [partnerId],
    );
    expect(entries).toEqual([
      { status: 'paid', amount: -7_500 },
      { status: 'paid', amount: 22_500 },
      { status: 'paid', amount: 22_500 },
      { status: 'pending', amount: 44_700 },
    ]);
    const steps = await sql<{ kind: string; actor_id: string; note: string | null }>(
      `select e.kind, e.actor_id, e.note from commission_events e join commissions c on c.id = e.commission_id
        where c.partner_id = ? and e.kind in ('payout_approved', 'paid') order by e.id`,
      [partnerId],
    );
    expect(steps.map((s) => s.kind)).toEqual([
      'payout_approved',
      'payout_approved',
      'payout_approved',
      'paid',
      'paid',
      'paid',
    ]);
    expect(steps.every((s) => s.actor_id === adminId)).toBe(true);
    expect(steps.at(-1)!.note).toBe('TRF-BCA-0042');
    expect((await auditOf(payout.id)).map((a) => a.action)).toEqual(
      expect.arrayContaining(['partner_payout.approve', 'partner_payout.paid']),
    );
    expect((await overview()).payouts).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: payout.id, status: 'paid' })]),
    );
  });

  it('exports the entries as CSV (amounts as numbers, a clawback negative), audited', async () => {
    const { partnerId, host } = await partnerWithEntries();
    const csv = await ctx.app.inject({ url: `/api/admin/partners/commissions.csv?partner_id=${partnerId}`, headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="komisi-partner-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID,Partner,Pesanan,Pembeli,Jenis,Nilai pesanan,Komisi (bp),Komisi (Rp),Status,Disetujui setelah (WIB),Dibuat (WIB),Pembayaran',
    );
    expect(lines).toHaveLength(5);
    expect(lines.find((line) => line.includes('Potongan refund'))).toContain(
      `,${host.email},ord-${host.n}-a,,Potongan refund,75000,3000,-7500,Disetujui,`,
    );
    const [audit] = await sql<{ action: string; after: { count: number } }>(
      `select action, after from admin_audit_log where action = 'commissions.export' and after->>'partner_id' = ?`,
      [partnerId],
    );
    expect(audit).toMatchObject({ after: { count: 4 } });
    const listed = await ctx.app.inject({
      url: `/api/admin/partners/commissions?status=pending&partner_id=${partnerId}`,
      headers,
    });
    expect(listed.json()).toEqual([expect.objectContaining({ amount: 44_700, status: 'pending' })]);
  });

  it('suspends and reinstates a partner, audited', async () => {
    const { partnerId } = await partnerWithEntries();
    const set = (status: string) =>
      ctx.app.inject({ method: 'PUT', url: `/api/admin/partners/${partnerId}/status`, headers, payload: { status } });
    expect((await set('suspended')).json()).toMatchObject({ status: 'suspended' });
    // Nothing is paid to a partner under review.
    const refused = await ctx.app.inject({ method: 'POST', url: `/api/admin/partners/${partnerId}/payouts`, headers });
    expect(refused.json()).toMatchObject({
      code: 'conflict',
      message: 'Partner ini sedang ditangguhkan: aktifkan kembali sebelum membayar komisinya.',
    });
    expect((await set('active')).json()).toMatchObject({ status: 'active' });
    expect((await set('banned')).statusCode).toBe(400);
    expect((await auditOf(partnerId)).map((a) => a.action).sort()).toEqual(['partner.activate', 'partner.suspend']);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/partners/00000000-0000-4000-8000-000000000000/payouts`,
      headers,
    });
    expect(unknown.json()).toMatchObject({ message: 'Partner tidak ditemukan.' });
  });
});
