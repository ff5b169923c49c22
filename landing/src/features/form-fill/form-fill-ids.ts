/** The elements of the fill-in page its script finds (`island.ts`). */
export const formFillIds = {
  form: 'form-fill',
  document: 'form-fill-document',
  problems: 'form-fill-problems',
  mobile: 'form-fill-mobile',
  smsCode: 'form-fill-sms-code',
  sendCode: 'form-fill-send-code',
  back: 'form-fill-back',
  next: 'form-fill-next',
  submit: 'form-fill-submit',
} as const;

/** What the page says at the top of its form when the answer was refused. */
export const problemsSummary = (count: number) => `有${count}项需要修改，请查看标出的问题`;
