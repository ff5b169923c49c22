import type { MaapConnection } from '../../config.ts';
import type { CarrierCode } from '../../contract/schemas/messaging.ts';
import type { Db } from '../../db/client.ts';
import type { UploadStore } from '../../uploads/store.ts';
import { GatewayUnavailable } from '../gateway.ts';
import { carrierMaterialUrl, fileBehindUrl } from '../material-files.ts';
import { cmSender } from './cmcc.ts';
import { ctcuSender } from './ctcu.ts';
import type { CarrierSender, SenderContext } from './sender.ts';

/**
 * The sender of each connected carrier: 中国电信 and 中国联通 on their JSON interface, 中国移动 on
 * its XML one. A message goes from the chatbot id that carrier issued for its service account.
 */
export function carrierSenders(
  connections: Partial<Record<CarrierCode, MaapConnection>>,
  deps: { db: Db; store: UploadStore; publicBaseUrl: string; fetch?: typeof fetch },
): Partial<Record<CarrierCode, CarrierSender>> {
  const context: SenderContext = {
    async chatbotUri(message) {
      if (message.chatbotUri) return message.chatbotUri;
      // Entered on the management platform's service-account review; tried again after backoff.
      throw new GatewayUnavailable('服务号尚无该运营商的Chatbot ID');
    },
    readMedia: (url) => fileBehindUrl(deps.db, deps.store, url),
    fetch: deps.fetch,
  };
  const senders: Partial<Record<CarrierCode, CarrierSender>> = {};
  for (const [carrier, connection] of Object.entries(connections) as [
    CarrierCode,
    MaapConnection,
  ][]) {
    const carrierContext: SenderContext = {
      ...context,
      carrierMediaUrl: (url) => carrierMaterialUrl(deps.db, carrier, url),
    };
    senders[carrier] =
      carrier === 'cmcc'
        ? cmSender(connection, {
            ...context,
            publicUrl: (url) => `${deps.publicBaseUrl}${url.startsWith('/') ? '' : '/'}${url}`,
          })
        : ctcuSender(connection, carrierContext);
  }
  return senders;
}
