import { serviceTestContext } from '@undangin/service-kit/testing';
import { buildBillingTestApp, checkout, notificationFor, notify, sql } from './test-support';

describe('receipts', () => {
  const t = serviceTestContext(() => buildBillingTestApp());

  it('go to the host once per paid order, in Indonesian, with the order id, plan, amount and the end of the period', async () => {
    const host = await t.host({ name: 'Rina Lestari' });
    const { order_id } = await checkout(t, host.headers, { plan_id: 'pro' });
    const paid = notificationFor(t.settings.serverKey, order_id, 75_000);
    for (let i = 0; i < 3; i += 1) await notify(t, paid);
    const mails = await sql<{ recipient: string; subject: string; text_body: string; html_body: string }>(
      `select recipient, subject, text_body, html_body from auth_mail_outbox where subject like ?`,
      [`%${order_id}%`],
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.recipient).toBe(host.email);
    expect(mail!.subject).toBe(`Bukti pembayaran Undangin ${order_id}`);
    const [order] = await sql<{ period_end: string }>(`select period_end from orders where id = ?`, [order_id]);
    const until = new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Jakarta',
    }).format(new Date(order!.period_end));
    for (const text of [mail!.text_body, mail!.html_body]) {
      expect(text).toContain('Halo Rina Lestari,');
      expect(text).toContain(order_id);
      expect(text).toContain('Pro');
      expect(text).toContain('Rp 75.000');
      expect(text).toContain(`${until} (WIB)`);
    }
    expect(await sql(`select receipt_sent_at is not null as sent from orders where id = ?`, [order_id])).toEqual([
      { sent: true },
    ]);
  });

  it('are not sent for an order that is not paid', async () => {
    const host = await t.host();
    const { order_id } = await checkout(t, host.headers);
    await notify(t, notificationFor(t.settings.serverKey, order_id, 75_000, { transaction_status: 'pending' }));
    expect(await sql(`select 1 from auth_mail_outbox where subject like ?`, [`%${order_id}%`])).toEqual([]);
  });
});

describe("billing's database role", () => {
  const t = serviceTestContext(() => buildBillingTestApp());
  const asBilling = (text: string) => t.app.orm.em.fork().getConnection().execute(text);

  it('may write receipts into the outbox but never read it, nor the password hashes', async () => {
    await expect(asBilling(`select * from auth_mail_outbox limit 1`)).rejects.toThrow(/permission denied/);
    await expect(asBilling(`select encrypted_password from auth_users limit 1`)).rejects.toThrow(/permission denied/);
    await expect(asBilling(`select id, email, user_metadata from auth_users limit 1`)).resolves.toBeDefined();
    await expect(asBilling(`select * from billing_sandbox_transactions limit 1`)).resolves.toBeDefined();
  });

  it('cannot write the tables other services own', async () => {
    await expect(asBilling(`update plans set price = 1 where false`)).rejects.toThrow(/permission denied/);
    await expect(asBilling(`update invitations set slug = slug where false`)).rejects.toThrow(/permission denied/);
    await expect(asBilling(`update profiles set name = name where false`)).rejects.toThrow(/permission denied/);
  });
});
