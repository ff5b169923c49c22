/** What each outgoing SMS is, by the template the service sent it with. */
const templateTitles: Record<string, string> = {
  'verify-code': '验证码',
  'balance-alert': '余额预警',
  'feedback-reply': '留言回复',
  'registration-approved': '注册审核通过',
  'registration-refused': '注册审核不通过',
};

export const outboxTemplateTitle = (template: string) => templateTitles[template] ?? '其他短信';

/**
 * The outbox page's notice: whether messages really leave, and so whether codes can be read here
 * (the service masks them unless its built-in provider stands in for an SMS gateway).
 */
export function outboxNotice(builtInProvider: boolean) {
  return builtInProvider
    ? {
        type: 'warning' as const,
        title: '内置短信模拟器',
        text: '当前未接入短信网关，短信不会真正发出；验证码在此显示，供注册与找回密码时使用。',
      }
    : {
        type: 'info' as const,
        title: '短信网关已接入',
        text: '短信已由短信网关发出，验证码不在此显示。',
      };
}
