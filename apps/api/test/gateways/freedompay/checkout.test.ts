import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../src/db/schema/index';
import { signedInClient } from '../../helpers/auth';
import { DRIVERS } from '../../helpers/database';
import { checkoutFor, countFor, NO_KEY, order, SEED, setStock } from '../../modules/checkout/fixture';
import { FP_CARDS } from './fake-freedompay';
import { bindThroughPage, type FreedomPayApp, freedomPayApp } from './setup';

const input = (clientId: number) => ({
  clientId,
  request: order(),
  roistat: null,
  ip: '10.0.0.1',
  locale: 'ru' as const,
  intent: NO_KEY,
});

describe.each(DRIVERS)('checkout against Freedom Pay [%s]', (driver) => {
  let env: FreedomPayApp;
  // Two servers and a database copy: slower to set up than one app on a busy machine.
  beforeAll(async () => {
    env = await freedomPayApp(driver);
  }, 120_000);
  afterAll(async () => {
    await env?.close();
  }, 120_000);

  it('charges the first period through the adapter, the checkout code unchanged', async () => {
    const { client, token } = await signedInClient(env.app);
    await bindThroughPage(env, client.id, token, FP_CARDS.success);
    await setStock(env.app, SEED.iphone, SEED.bishkek, 2);
    const created = await checkoutFor(env.app).create(input(client.id));
    expect(created.payment).toMatchObject({ status: 'success' });
    const [payment] = await env.app.db.select().from(payments).where(eq(payments.clientId, client.id));
    expect(payment).toMatchObject({ status: 'success', gateway: 'freedompay' });
    expect(env.fake.payments.get(payment?.gatewayPaymentId ?? '')).toMatchObject({
      orderId: `ijara-pay-${payment?.id}-1`,
      status: 'success',
    });
  });

  it('leaves nothing behind when Freedom Pay declines the first charge, naming the reason', async () => {
    const { client, token } = await signedInClient(env.app);
    await bindThroughPage(env, client.id, token, FP_CARDS.threeDs);
    await setStock(env.app, SEED.iphone, SEED.bishkek, 2);
    await expect(checkoutFor(env.app).create(input(client.id))).rejects.toMatchObject({
      code: 'payment_declined',
      statusCode: 402,
      text: 'paymentThreeDsRequired',
    });
    expect(await countFor(env.app, 'subscriptions', client.id)).toBe(0);
    expect(await countFor(env.app, 'payments', client.id)).toBe(0);
  });
});
