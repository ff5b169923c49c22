import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { templateSendable } from '../src/contract/messaging-status.ts';
import type { CarrierCode } from '../src/contract/schemas/messaging.ts';
import { chatbots, templates } from '../src/db/schema.ts';
import { buildStandIn, type StandInOptions } from '../src/maap-stand-in/stand-in.ts';
import type { SendingOptions } from '../src/sending/plugin.ts';
import { buildTestApp, type TestApp } from './helper.ts';

/** Where each carrier's interface sits on the stand-in. */
const standInPaths: Record<CarrierCode, string> = { ctcc: 'ct', cucc: 'cu', cmcc: 'cm' };

/**
 * The service with `carriers` connected through their interface to a MaaP stand-in over HTTP,
 * both listening on loopback, the stand-in's reports and notices posted to the service's
 * callbacks. `close` stops both.
 */
export async function connectedToStandIn(options: {
  carriers: readonly CarrierCode[];
  delayMs: number;
  credentials?: { appId: string; appKey: string; callbackToken: string };
  cmTemplateIds?: StandInOptions['cmTemplateIds'];
  sending?: SendingOptions;
}) {
  const credentials = options.credentials ?? {
    appId: 'stand-in',
    appKey: 'stand-in',
    callbackToken: 'stand-in-token',
  };
  let appUrl = '';
  const standIn = buildStandIn({
    ...credentials,
    callbackUrl: (carrier) => `${appUrl}/api/maap/${carrier}`,
    delayMs: options.delayMs,
    cmTemplateIds: options.cmTemplateIds,
  });
  await standIn.listen({ port: 0, host: '127.0.0.1' });
  const standInUrl = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
  const t: TestApp = await buildTestApp({
    sending: options.sending,
    maap: Object.fromEntries(
      options.carriers.map((carrier) => [
        carrier,
        { url: `${standInUrl}/${standInPaths[carrier]}`, ...credentials },
      ]),
    ),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  appUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return {
    t,
    standIn,
    standInUrl,
    credentials,
    close: async () => {
      await standIn.close();
      await t.close();
    },
  };
}

/** One of the demo company's templates that can be sent today, and the service account it sends as. */
export async function demoSendableTemplate(t: TestApp) {
  const companyId = (await t.user('demo_gold')).companyId!;
  const sendable = (
    await t.db.select().from(templates).where(eq(templates.companyId, companyId))
  ).find((tpl) => templateSendable(tpl.status) && tpl.expiresAt! > t.clock.now());
  const [chatbot] = await t.db.select().from(chatbots).where(eq(chatbots.id, sendable!.chatbotId));
  return { templateId: sendable!.id.toString(), chatbot: chatbot! };
}
