import { planCard, type Plan } from '@undangin/contracts';
import { privateDatabase, type PrivateDatabase } from '@undangin/db/testing';
import { buildTestService } from '@undangin/service-kit/testing';
import { marketingRoutes } from './app';

// A database of its own: the dashboards of other suites write the WhatsApp channel they run into the shared one.
describe("Premium's 'Integrasi WhatsApp' line follows the server's WhatsApp settings", () => {
  let db: PrivateDatabase;
  let app: Awaited<ReturnType<typeof buildTestService>>;
  beforeAll(async () => {
    db = await privateDatabase('whatsapp_line');
    app = await buildTestService('marketing', marketingRoutes);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const premiumLine = async () => {
    const plans = (await app.inject({ url: '/api/marketing/plans' })).json<Plan[]>();
    const premium = plans.find((plan) => plan.id === 'premium')!;
    return {
      unavailable: premium.unavailable,
      soon: planCard(premium, 'pricing').features.find((line) => line.text === 'Integrasi WhatsApp')?.soon,
    };
  };

  it("shows it 'Segera hadir' while the dashboard runs no WhatsApp channel, and sold when it runs one", async () => {
    await db.sql(`insert into whatsapp_channel (id, channel) values (1, 'off')`);
    expect(await premiumLine()).toEqual({ unavailable: ['whatsapp_api'], soon: 'Segera hadir' });
    for (const channel of ['cloud', 'sandbox']) {
      await db.sql(`update whatsapp_channel set channel = ?`, [channel]);
      expect(await premiumLine()).toEqual({ unavailable: [], soon: null });
    }
  });
});
