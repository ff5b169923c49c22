/** Examples of the developer API's document (each checked against its schema in the tests). */

const sendExample = {
  templateId: '1032',
  mobiles: ['13800138000', '13900139000'],
  variableDefaults: { name: '客户' },
};

const event = <T extends string, D>(type: T, data: D) => ({
  id: '9012',
  type,
  createdAt: '2026-01-01T08:00:00.000Z',
  data,
});

export const openApiExamples = {
  requests: {
    previewTask: sendExample,
    createTask: { ...sendExample, name: '会员日通知' },
  },
  webhooks: {
    'message.receipt': event('message.receipt', {
      taskId: '2051',
      messageId: '2051:1',
      mobile: '13800138000',
      state: 'delivered5g',
      cause: null,
    }),
    'message.upstream': event('message.upstream', {
      taskId: '2051',
      messageId: '2051:1',
      mobile: '13800138000',
      kind: 'action',
      text: '立即办理',
      postback: 'card=1&button=1',
      receivedAt: '2026-01-01T08:03:00.000Z',
    }),
    'template.review': event('template.review', {
      templateId: '1032',
      name: '会员日通知',
      result: 'approved',
      stage: 'carrier',
      reason: null,
      expiresAt: '2026-07-01T00:00:00.000Z',
    }),
    'task.review': event('task.review', {
      taskId: '2051',
      name: '会员日通知',
      result: 'approved',
      reason: null,
    }),
    'webhook.test': event('webhook.test', { message: '这是一条测试事件' }),
  } as Record<string, unknown>,
};
