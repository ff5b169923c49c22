import { describe, expect, it } from 'vitest';
import type { DeliveryReceipt, MessageGateway, OutboundMessage } from '../gateway.ts';
import { carrierGateway } from './carrier-gateway.ts';

const message = (seq: number, carrier: OutboundMessage['carrier']): OutboundMessage => ({
  messageId: `42:${seq}`,
  mobile: '13800000004',
  carrier,
  chatbotName: '示范服务号',
  chatbotUri: 'sip:106500@botplatform.rcs.domain.cn',
  message: { contentType: 'text/plain', body: '您好', fallbackSms: '您好' },
});

describe('carrierGateway', () => {
  it('sends each carrier’s messages through its own interface, the rest through the stand-in', async () => {
    const standIn: OutboundMessage[] = [];
    const viaTelecom: OutboundMessage[] = [];
    const receipts: DeliveryReceipt[] = [];
    const now = new Date('2026-11-27T08:00:00Z');
    const fallback: MessageGateway = {
      capabilities: async (mobiles) => mobiles.map(() => 'rcs'),
      submit: async () => ({ ticket: 'sim' }),
      sendBatch: async (messages) => void standIn.push(...messages),
      revoke: async () => {},
    };
    const gateway = carrierGateway({
      senders: {
        ctcc: {
          async send(messages) {
            viaTelecom.push(...messages);
            return [{ messageId: messages[0]!.messageId, state: 'failed', cause: 'vacant' }];
          },
          revoke: async () => {},
        },
      },
      fallback,
      receipts: async (arrived) => void receipts.push(...arrived),
    });
    await gateway.sendBatch([message(1, 'ctcc'), message(2, 'cmcc'), message(3, 'ctcc')], {
      now,
      attempt: 1,
    });
    expect(viaTelecom.map((m) => m.messageId)).toEqual(['42:1', '42:3']);
    expect(standIn.map((m) => m.messageId)).toEqual(['42:2']);
    expect(receipts).toEqual([{ messageId: '42:1', state: 'failed', cause: 'vacant', dueAt: now }]);
    expect(await gateway.submit({} as never, { now, attempt: 1 })).toEqual({ ticket: 'sim' });
  });

  it('hands a template to the review of a carrier whose interface has one, the rest to the stand-in', async () => {
    const now = new Date('2026-11-27T08:00:00Z');
    const reviewed: string[] = [];
    const gateway = carrierGateway({
      senders: {
        ctcc: {
          send: async () => [],
          async submitTemplate(submission) {
            reviewed.push(`${submission.carrier} ${submission.subjectId}`);
            return { ticket: 'ct-template-1' };
          },
          revoke: async () => {},
        },
        cmcc: { send: async () => [], revoke: async () => {} },
      },
      fallback: {
        capabilities: async (mobiles) => mobiles.map(() => 'rcs'),
        submit: async (s) => ({ ticket: `sim-${s.subject}:${s.subjectId}:${s.carrier}` }),
        sendBatch: async () => {},
        revoke: async () => {},
      },
      receipts: async () => {},
    });
    const template = (carrier: OutboundMessage['carrier']) => ({
      subject: 'template' as const,
      subjectId: '7',
      carrier,
      chatbotName: '示范服务号',
      chatbotUri: 'sip:106500@botplatform.rcs.domain.cn',
      message: message(1, carrier).message,
    });
    const context = { now, attempt: 1 };
    expect(await gateway.submit(template('ctcc'), context)).toEqual({ ticket: 'ct-template-1' });
    expect(await gateway.submit(template('cmcc'), context)).toEqual({
      ticket: 'sim-template:7:cmcc',
    });
    expect(
      await gateway.submit(
        {
          subject: 'material',
          subjectId: '8',
          carrier: 'ctcc',
          chatbotUri: null,
          name: '配图',
          file: {} as never,
        },
        context,
      ),
    ).toEqual({ ticket: 'sim-material:8:ctcc' });
    expect(reviewed).toEqual(['ctcc 7']);
  });

  it('asks each carrier to take back the messages it was sent, the rest through the stand-in', async () => {
    const now = new Date('2026-11-27T08:00:00Z');
    const asked: string[] = [];
    const revoker = (name: string) => async (messages: readonly { messageId: string }[]) =>
      void asked.push(...messages.map((m) => `${name} ${m.messageId}`));
    const gateway = carrierGateway({
      senders: { ctcc: { send: async () => [], revoke: revoker('ctcc') } },
      fallback: {
        capabilities: async (mobiles) => mobiles.map(() => 'rcs'),
        submit: async () => ({ ticket: 'sim' }),
        sendBatch: async () => {},
        revoke: revoker('stand-in'),
      },
      receipts: async () => {},
    });
    const revoked = (seq: number, carrier: OutboundMessage['carrier']) => ({
      ...message(seq, carrier),
      submittedAt: now,
    });
    await gateway.revoke([revoked(1, 'ctcc'), revoked(2, 'cucc'), revoked(3, 'ctcc')], { now });
    expect(asked.sort()).toEqual(['ctcc 42:1', 'ctcc 42:3', 'stand-in 42:2']);
  });

  it('asks a carrier whose interface has the §7.2 query for its chatbot’s information', async () => {
    const now = new Date('2026-11-27T08:00:00Z');
    const asked: string[] = [];
    const gateway = carrierGateway({
      senders: {
        ctcc: {
          send: async () => [],
          revoke: async () => {},
          async chatbotInfo(chatbotUri) {
            asked.push(chatbotUri);
            return { status: 2 };
          },
        },
        cmcc: { send: async () => [], revoke: async () => {} },
      },
      fallback: {} as MessageGateway,
      receipts: async () => {},
    });
    const uri = 'sip:106500@botplatform.rcs.domain.cn';
    expect(await gateway.chatbotInformation!('ctcc', uri, now)).toEqual({ status: 2 });
    expect(await gateway.chatbotInformation!('cmcc', uri, now)).toBeNull();
    expect(await gateway.chatbotInformation!('cucc', uri, now)).toBeNull();
    expect(asked).toEqual([uri]);
  });
});
