import type { CarrierCode } from '../contract/schemas/messaging.ts';
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
      message: GsmaMessage;
    }
  | { subject: 'material'; subjectId: string; carrier: CarrierCode; name: string; file: GsmaFile };

export type CarrierAnswer = { ticket: string; approved: boolean; reason: string | null };

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
}

/** The idempotency key of one subject at one carrier: the ticket a retry must get back. */
export const submissionKey = (s: Pick<CarrierSubmission, 'subject' | 'subjectId' | 'carrier'>) =>
  `${s.subject}:${s.subjectId}:${s.carrier}`;
