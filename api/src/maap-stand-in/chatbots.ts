import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { simulatedChatbotUri, simulatedRegistrationReview } from '../messaging/simulator.ts';

/**
 * The stand-in's chatbot registration for 中国电信 and 中国联通. `POST /{ct|cu}/bot/v1/chatbots`
 * (the carrier-specific part §14 leaves open, as a carrier's portal does it: the CSP's appId and
 * appKey, a `chatbotCode` of its choosing and the `chatbotName`) issues the chatbot id
 * (`simulatedChatbotUri` of the code: the same code gets the same id). §7.1.1
 * (`…/{chatbotId}/update/chatBotInfo/optionals`) takes the chatbot's information, checked field by
 * field as the spec lists them, and `delayMs` later the review result goes to the chatbot's §13.3
 * callback (`chatbotInformation`, `remark: chatbotId: …`) by the simulator's registration rule
 * (`simulatedRegistrationReview`, on the name given when the id was issued; an id issued
 * elsewhere is reviewed without one). §7.2 (`GET …/{chatbotId}/find/chatBotInfo`) answers a
 * chatbot's information: its name, the §7.1.1 information approved, the other fields empty as the
 * spec says, and the `status` its operators set (`setStatus`; 0 正常 until they do) for a chatbot
 * issued here or given a status; another is unknown (20002).
 */
type Refusal = { errorCode: number; errorMessage: string };
type Params = { carrier: string; chatbotId: string };
/** §7.2's `status`: 0 正常, 1 调试, 2 暂停. */
export type ChatbotStatus = 0 | 1 | 2;

type ChatbotRoutesDeps = {
  /** The CSP's credentials. */
  credentials: { appId: string; appKey: string };
  /** Our carrier code for the simulator's rules, for a platform the stand-in serves. */
  carrierCode: (carrier: string) => string | undefined;
  /** §6.1: the refusal of a request without the chatbot's good token, else null. */
  authorise: (request: FastifyRequest<{ Params: Params }>) => Refusal | null;
  /** Posts a §13.3 review result to the chatbot's callback, `delayMs` later. */
  review: (carrier: string, chatbotId: string, result: object) => void;
};

const refuse = (errorCode: number, errorMessage: string): Refusal => ({ errorCode, errorMessage });

/** §7.1.1's fields: each a string of at most so many characters, unless said otherwise. */
const informationFields: Record<string, number | 'coordinate' | 'category'> = {
  serviceDescription: 500,
  category: 'category',
  callBackNumber: 21,
  provider: 100,
  longitude: 'coordinate',
  latitude: 'coordinate',
  themeColour: 20,
  serviceWebsite: 150,
  emailAddress: 50,
  backgroundImage: 150,
  address: 200,
  cssStyle: 150,
  autograph: 50,
};

/** What is wrong with a §7.1.1 body, as the spec's code; null when nothing is. */
export function chatbotInformationProblem(body: unknown): Refusal | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return refuse(44002, 'POST 的数据包为空');
  }
  const entries = Object.entries(body as Record<string, unknown>);
  if (entries.length === 0) return refuse(44002, 'POST 的数据包为空');
  for (const [field, value] of entries) {
    const rule = informationFields[field];
    if (rule === undefined) return refuse(20002, `不支持的字段 ${field}`);
    if (rule === 'coordinate') {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return refuse(20002, `${field} 须为数值`);
      }
    } else if (rule === 'category') {
      // 50 bytes each, at most 15 (one for now, the spec says).
      if (
        !Array.isArray(value) ||
        value.length !== 1 ||
        value.some((c) => typeof c !== 'string' || c === '' || Buffer.byteLength(c) > 50)
      ) {
        return refuse(20002, 'category 须为一个不超过50字节的分类');
      }
    } else if (typeof value !== 'string' || value === '') {
      return refuse(20002, `${field} 不能为空`);
    } else if ([...value].length > rule) {
      return refuse(20002, `${field} 超过${rule}个字符`);
    }
  }
  return null;
}

/**
 * A chatbot's §7.2 information: every field the spec lists, those not set empty, `accessNo` and
 * `domain` from its id (`sip:{accessNo}@{domain}`).
 */
function chatbotInformationBody(
  chatbotId: string,
  held: { name: string; information: Record<string, unknown>; status: ChatbotStatus },
) {
  const [, accessNo = '', domain = ''] = /^sip:([^@]*)@(.*)$/.exec(chatbotId) ?? [];
  const text = (field: string) => (held.information[field] as string | undefined) ?? '';
  return {
    accessNo,
    domain,
    serviceName: held.name,
    serviceIcon: '',
    TCPage: '',
    SMSNumber: accessNo,
    verified: false,
    authName: '',
    authExpires: '',
    authOrg: '',
    status: held.status,
    criticalChatbot: false,
    url: '',
    version: 2,
    provider: text('provider'),
    category: held.information.category ?? [],
    serviceDescription: text('serviceDescription'),
    longitude: held.information.longitude ?? 0,
    latitude: held.information.latitude ?? 0,
    callBackNumber: text('callBackNumber'),
    themeColour: text('themeColour'),
    serviceWebsite: text('serviceWebsite'),
    emailAddress: text('emailAddress'),
    backgroundImage: text('backgroundImage'),
    address: text('address'),
    menu: {},
    cssStyle: text('cssStyle'),
  };
}

export function chatbotRoutes(app: FastifyInstance, deps: ChatbotRoutesDeps) {
  /** Names given when an id was issued, by carrier and chatbot id. */
  const names = new Map<string, string>();
  /** The §7.1.1 information approved, by carrier and chatbot id. */
  const approvedInformation = new Map<string, Record<string, unknown>>();
  /** The statuses the operators set, by carrier and chatbot id. */
  const statuses = new Map<string, ChatbotStatus>();

  const platform = (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    const code = deps.carrierCode(request.params.carrier);
    if (!code) void reply.code(404).send(refuse(20003, 'unknown platform'));
    return code;
  };

  app.post<{ Params: Params; Body: Record<string, unknown> | null }>(
    '/:carrier/bot/:version/chatbots',
    async (request, reply) => {
      const carrier = platform(request, reply);
      if (!carrier) return reply;
      const { appId, appKey, chatbotCode, chatbotName } = request.body ?? {};
      if (!appId) return refuse(41002, '缺少 appId 参数');
      if (!appKey) return refuse(41004, '缺少 appKey 参数');
      if (appId !== deps.credentials.appId || appKey !== deps.credentials.appKey) {
        return refuse(40001, 'appKey 错误');
      }
      for (const [field, value] of Object.entries({ chatbotCode, chatbotName })) {
        if (typeof value !== 'string' || value === '') return refuse(20002, `缺少 ${field}`);
      }
      const chatbotId = simulatedChatbotUri(chatbotCode as string, carrier);
      names.set(`${request.params.carrier} ${chatbotId}`, chatbotName as string);
      return { chatbotId, errorCode: 0, errorMessage: 'success' };
    },
  );

  app.post<{ Params: Params; Body: unknown }>(
    '/:carrier/bot/:version/:chatbotId/update/chatBotInfo/optionals',
    async (request, reply) => {
      const carrier = platform(request, reply);
      if (!carrier) return reply;
      const denied = deps.authorise(request);
      if (denied) return denied;
      const problem = chatbotInformationProblem(request.body);
      if (problem) return problem;
      const { chatbotId } = request.params;
      const key = `${request.params.carrier} ${chatbotId}`;
      const name = names.get(key) ?? '';
      const { approved, reason } = simulatedRegistrationReview(carrier, name);
      if (approved) approvedInformation.set(key, request.body as Record<string, unknown>);
      deps.review(request.params.carrier, chatbotId, {
        type: 'chatbotInformation',
        result: approved ? 'pass' : 'fail',
        time: new Date().toISOString(),
        ...(reason && { description: reason }),
        remark: `chatbotId: ${chatbotId}`,
      });
      return { errorCode: 0, errorMessage: 'success' };
    },
  );

  app.get<{ Params: Params }>(
    '/:carrier/bot/:version/:chatbotId/find/chatBotInfo',
    async (request, reply) => {
      if (!platform(request, reply)) return reply;
      const denied = deps.authorise(request);
      if (denied) return denied;
      const { chatbotId } = request.params;
      const key = `${request.params.carrier} ${chatbotId}`;
      const name = names.get(key);
      const status = statuses.get(key);
      if (name === undefined && status === undefined) {
        return refuse(20002, '参数异常：Chatbot 不存在');
      }
      return chatbotInformationBody(chatbotId, {
        name: name ?? '',
        information: approvedInformation.get(key) ?? {},
        status: status ?? 0,
      });
    },
  );

  return {
    /** What the operators set as a chatbot's §7.2 status. */
    setStatus(carrier: string, chatbotId: string, status: ChatbotStatus) {
      statuses.set(`${carrier} ${chatbotId}`, status);
    },
  };
}
