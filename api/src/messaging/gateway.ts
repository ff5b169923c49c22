import type { CarrierCode } from '../contract/schemas/messaging.ts';
import type { Capability, DeliveryState } from '../contract/sending-status.ts';
import type { GsmaFile, GsmaMessage } from './gsma.ts';

/**
 * Everything that goes to the carriers (中国移动, 中国联通, 中国电信) passes through one
 * `MessageGateway`: service account registration, material and template review now; capability
 * checks, sending and receipts with the send tasks. A submission is accepted with a ticket and
 * answered later, as carriers' CSP/MaaP platforms do: a real gateway delivers answers through its
 * callback endpoint, the built-in simulator through `collectAnswers`; both end in
 * `recordCarrierAnswer`. The service never waits on a carrier inside a request.
 */
export type CarrierSubmission =
  | {
      subject: 'chatbot';
      subjectId: string;
      carrier: CarrierCode;
      /** The chatbot id this carrier issued for the account, where an operator entered one. */
      chatbotUri: string | null;
      chatbot: {
        name: string;
        logo: GsmaFile;
        description: string;
        industry: string;
        servicePhone: string;
        email: string;
        address: string;
      };
    }
  | {
      subject: 'template';
      subjectId: string;
      carrier: CarrierCode;
      chatbotName: string;
      /** The chatbot id this carrier issued for the template's service account, if it has one. */
      chatbotUri: string | null;
      message: GsmaMessage;
    }
  | {
      subject: 'material';
      subjectId: string;
      carrier: CarrierCode;
      /** The chatbot id this carrier issued for one of the company's service accounts, if any. */
      chatbotUri: string | null;
      name: string;
      file: GsmaFile;
    };

export type CarrierAnswer = {
  /** The submission's ticket: for a template reviewed through a carrier's interface, its id there. */
  ticket: string;
  approved: boolean;
  reason: string | null;
  /** A registration approved: the chatbot id the carrier issued for the service account. */
  chatbotUri?: string;
};

/** One message of a send task to one recipient, as GSMA RCS chatbot message JSON. */
export type OutboundMessage = {
  /** `taskId:seq` (`messageIdOf`): the idempotency key; sending it again changes nothing. */
  messageId: string;
  mobile: string;
  carrier: CarrierCode;
  chatbotName: string;
  /** The chatbot id the recipient's carrier issued for the service account, when it has one. */
  chatbotUri: string | null;
  message: GsmaMessage;
  /**
   * The template id the recipient's carrier approved for this content, where its interface sends
   * approved templates by id (中国移动), with this recipient's values of the template's
   * `{variables}`: the message then goes by the id.
   */
  carrierTemplate?: CarrierTemplate;
};

/** A template as a carrier approved it (its id), with one recipient's values of its variables. */
export type CarrierTemplate = { id: string; variables: Record<string, string> };

/**
 * A message sent earlier that is to be taken back before it reaches the phone (§10 撤回): the
 * carrier answers later with a failure receipt of cause `revoked`, or, when the message was
 * already delivered, with nothing (its delivery receipts stand).
 */
export type RevokedMessage = Pick<
  OutboundMessage,
  'messageId' | 'mobile' | 'carrier' | 'chatbotUri'
> & {
  /** When it was handed over (the simulator times its receipts from it). */
  submittedAt: Date;
};

/** What a carrier reports for one message, some time after it was sent. */
export type DeliveryReceipt = {
  messageId: string;
  state: Extract<DeliveryState, 'delivered5g' | 'deliveredSms' | 'read' | 'failed'>;
  /** Contract `failureCauses` key for failures, else null. */
  cause: string | null;
};

/**
 * Where a gateway hands the receipts it gets: sending's `acceptReceipts`, each receipt with the
 * time it arrives. `newMessagesOnly` drops the receipts of a message that already has some, for a
 * gateway that hands over all of a message's receipts at once (sending it again adds nothing).
 */
export type ReceiptIntake = (
  receipts: readonly (DeliveryReceipt & { dueAt: Date })[],
  options?: { newMessagesOnly?: boolean },
) => Promise<void>;

/** A message a recipient sent back to a service account (§11), for sending to keep. */
export type UpstreamMessage = {
  /** The carrier's id of it: the same message reported again changes nothing. */
  carrierMessageId: string;
  companyId: bigint;
  chatbotId: bigint;
  mobile: string;
  kind: 'text' | 'reply' | 'action' | 'location' | 'file';
  text: string;
  postback: string | null;
  receivedAt: Date;
};

/** Where upstream messages go: sending's `acceptUpstreamMessages`, tying each to its recipient. */
export type UpstreamIntake = (messages: readonly UpstreamMessage[]) => Promise<void>;

export const messageIdOf = (taskId: bigint, seq: number) => `${taskId}:${seq}`;
export function parseMessageId(messageId: string): { taskId: bigint; seq: number } | null {
  const match = /^(\d{1,19}):(\d{1,9})$/.exec(messageId);
  return match ? { taskId: BigInt(match[1]!), seq: Number(match[2]) } : null;
}

/** A failure worth retrying (timeout, 5xx, flow control): the work is tried again with backoff. */
export class GatewayUnavailable extends Error {
  override name = 'GatewayUnavailable';
}

export interface MessageGateway {
  /**
   * Hands one registration or review to one carrier and returns its ticket. Submitting the same
   * subject to the same carrier again returns the same ticket (a retry after a crash is harmless).
   * Throws `GatewayUnavailable` for transient failures.
   */
  submit(
    submission: CarrierSubmission,
    context: { now: Date; attempt: number },
  ): Promise<{ ticket: string }>;
  /** Answers that have arrived by `now` and are not yet acknowledged (gateways that are polled). */
  collectAnswers?(now: Date, limit: number): Promise<CarrierAnswer[]>;
  /** The answer was recorded; it will not be collected again. */
  acknowledge?(ticket: string, now: Date): Promise<void>;
  /** Each number's 5G capability (5G capable, SMS fallback, unknown), in order; for previews. */
  capabilities(mobiles: readonly string[]): Promise<Capability[]>;
  /**
   * Hands one batch of a send task to the carriers. Every message is accepted or the call throws
   * (`GatewayUnavailable` for transient failures: the batch is tried again with backoff). Sending
   * a message id again does nothing new. Receipts come later through the gateway's
   * `ReceiptIntake`: from a real gateway's callback, or scheduled ahead by the simulator.
   */
  sendBatch(
    messages: readonly OutboundMessage[],
    context: { now: Date; attempt: number },
  ): Promise<void>;
  /**
   * Asks the carriers to take back messages sent earlier that have not reached the phone yet. The
   * outcome comes later through the gateway's `ReceiptIntake`, as for a message sent. Asking again
   * changes nothing. Throws `GatewayUnavailable` for transient failures (ask again later).
   */
  revoke(messages: readonly RevokedMessage[], context: { now: Date }): Promise<void>;
  /**
   * What a carrier says of one of its chatbots now (§7.2: its `status`, 0 正常, 1 调试, 2 暂停);
   * null where its interface has no such query or it refused to answer. Throws
   * `GatewayUnavailable` when a retry may help.
   */
  chatbotInformation?(
    carrier: CarrierCode,
    chatbotUri: string,
    now: Date,
  ): Promise<ChatbotInformation | null>;
}

/** A chatbot's information at a carrier (§7.2), as much of it as we use. */
export type ChatbotInformation = { status: 0 | 1 | 2 };

/** The idempotency key of one subject at one carrier: the ticket a retry must get back. */
export const submissionKey = (s: Pick<CarrierSubmission, 'subject' | 'subjectId' | 'carrier'>) =>
  `${s.subject}:${s.subjectId}:${s.carrier}`;
