import type { OpeningApplicationRequest } from '@p5g/api/contract';

/** What both forms start from; `tel` is held and sent but has no input (spec §3). */
export const emptyApplication = {
  name: '',
  tel: '',
  province: '',
  city: '',
  company: '',
  content: '',
  email: '',
} satisfies OpeningApplicationRequest;
