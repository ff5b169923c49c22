import { industries } from '../../contract/schemas/messaging.ts';
import { GatewayUnavailable, submissionKey, type CarrierAnswer } from '../gateway.ts';
import type { ChatbotSubmission } from './sender.ts';

/**
 * A service account's registration with 中国电信 or 中国联通. The chatbot id (its 接入号) is what
 * the carrier issues: an operator enters it on the management platform's review for a carrier
 * connected for real; where the account has none, the carrier's own registration (the
 * carrier-specific interface §14 leaves open; the MaaP stand-in's is `POST {serverRoot}/bot/
 * {apiVersion}/chatbots`, our submission key as `chatbotCode` so a retry gets the same id back)
 * issues one. The account's information then goes as §7.1.1 (Chatbot 选填信息), and the carrier's
 * review of it comes to our §13.3 callback (`chatbotInformation`, `remark: chatbotId: …`): the
 * submission's ticket is the chatbot id.
 */

/** What a registration needs of the carrier's interface (`ctcuSender`'s client). */
type RegistrationClient = {
  /** serverRoot and the CSP's credentials. */
  account: { url: string; appId: string; appKey: string };
  apiVersion: string;
  /** A JSON POST without a token; the platform's answer. */
  post(url: string, body: object, now: Date): Promise<Record<string, unknown>>;
  /** A JSON POST to `…/bot/{apiVersion}/{chatbotId}{path}` with the chatbot's token. */
  postAs(
    chatbotUri: string,
    path: string,
    body: object,
    now: Date,
  ): Promise<Record<string, unknown>>;
};

/** The §7.1.1 body: the account's information a carrier shows beside its name and logo. */
export function chatbotInformation(chatbot: ChatbotSubmission['chatbot']) {
  const industry = industries.find((i) => i.code === chatbot.industry);
  return {
    serviceDescription: chatbot.description,
    ...(industry && { category: [industry.name] }),
    callBackNumber: chatbot.servicePhone,
    emailAddress: chatbot.email,
    address: chatbot.address,
  };
}

const refusal = (what: string, answer: Record<string, unknown>) =>
  `${what}（${String(answer.errorCode)}${typeof answer.errorMessage === 'string' && answer.errorMessage ? `：${answer.errorMessage}` : ''}）`;

/** Submits a registration; the ticket is the account's chatbot id at the carrier. */
export function chatbotRegistration(client: RegistrationClient) {
  const root = client.account.url.replace(/\/$/, '');

  async function issuedChatbotUri(submission: ChatbotSubmission, now: Date) {
    const answer = await client.post(
      `${root}/bot/${client.apiVersion}/chatbots`,
      {
        appId: client.account.appId,
        appKey: client.account.appKey,
        chatbotCode: submissionKey(submission),
        chatbotName: submission.chatbot.name,
      },
      now,
    );
    if (answer.errorCode === 0 && typeof answer.chatbotId === 'string') return answer.chatbotId;
    // Tried again after backoff, the carrier's code kept as the submission's last error.
    throw new GatewayUnavailable(refusal('服务号登记失败', answer));
  }

  return async function submitChatbot(submission: ChatbotSubmission, now: Date) {
    const chatbotUri = submission.chatbotUri ?? (await issuedChatbotUri(submission, now));
    const answer = await client.postAs(
      chatbotUri,
      '/update/chatBotInfo/optionals',
      chatbotInformation(submission.chatbot),
      now,
    );
    if (answer.errorCode === 0) return { ticket: chatbotUri };
    throw new GatewayUnavailable(refusal('服务号信息提交失败', answer));
  };
}

/**
 * A §13.3 `chatbotInformation` result as the answer to a registration, whose ticket is the chatbot
 * id named in `remark` (`chatbotId: sip:…`); an approved one gives the account that id. Null for
 * other kinds of review.
 */
export function registrationAnswerOf(result: {
  type: string;
  result: 'pass' | 'fail';
  description?: unknown;
  remark?: unknown;
}): CarrierAnswer | null {
  const chatbotUri =
    typeof result.remark === 'string' ? /chatbotId:\s*(\S+)/.exec(result.remark)?.[1] : undefined;
  if (result.type !== 'chatbotInformation' || !chatbotUri) return null;
  const approved = result.result === 'pass';
  return {
    ticket: chatbotUri,
    approved,
    reason:
      approved || typeof result.description !== 'string' || result.description === ''
        ? null
        : result.description,
    ...(approved && { chatbotUri }),
  };
}
