import { expect } from '@playwright/test';
import { fresh, pngFile } from './data.ts';
import type { Api } from './session.ts';

/** Carrier registrations and reviews answer after a few seconds, some after a retry: generous. */
const carrierWait = 90_000;

/** A service account of the company signed in as `customer`, saved as a draft (chatbot/save). */
export async function draftServiceAccount(customer: Api, name = fresh('测试服务号')) {
  return customer.call<{ id: string }>('chatbot/save', {
    name,
    logo: await customer.upload(pngFile('logo.png')),
    description: '端到端测试用服务号',
    industry: 'government',
    province: '11',
    city: '1101',
    servicePhone: '01012345678',
    email: 'e2e@example.com',
    address: '北京市东城区',
  });
}

/** A service account submitted, approved by the `operator` and registered by the carriers. */
export async function registeredServiceAccount(customer: Api, operator: Api, name?: string) {
  const bot = await draftServiceAccount(customer, name);
  await customer.call('chatbot/submit', { id: bot.id });
  await operator.call('manage/reviewChatbot', { id: bot.id, approve: true });
  await expect
    .poll(
      async () =>
        (await customer.call<{ status: number }>('base/chatbot/detail', { id: bot.id })).status,
      { timeout: carrierWait, intervals: [2000] },
    )
    .toBe(3);
  return bot;
}

/** A text template of `chatbotId`, submitted for review. */
export async function submittedTemplate(customer: Api, chatbotId: string, name: string) {
  const template = await customer.call<{ id: string }>('template/save', {
    chatbotId,
    name,
    industry: 'government',
    content: {
      kind: 'text',
      text: '{name}您好，本周六为会员日，到店消费享双倍积分。',
      suggestions: [],
      fallbackSms: '{name}您好，本周六为会员日。',
    },
  });
  await customer.call('template/submit', { id: template.id });
  return template;
}
