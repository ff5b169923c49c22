import {
  mobileOpeningApplicationRequest,
  openingApplicationRequest,
  type OpeningApplicationRequest,
} from '@p5g/api/contract';

/** What the form holds; `tel` is kept and sent but has no input (spec §3). */
export type ApplicationForm = {
  name: string;
  tel: string;
  province: string;
  city: string;
  provinceName: string;
  cityName: string;
  company: string;
  content: string;
  email: string;
};

export const emptyApplication: ApplicationForm = {
  name: '',
  tel: '',
  province: '',
  city: '',
  provinceName: '',
  cityName: '',
  company: '',
  content: '',
  email: '',
};

/** The desktop form's fields as the user sees them; `region` is the province/city cascader. */
export type DesktopField = 'name' | 'company' | 'content' | 'region' | 'email';

const fieldOf = (key: PropertyKey): DesktopField | undefined => {
  if (key === 'province' || key === 'city') return 'region';
  if (key === 'name' || key === 'company' || key === 'content' || key === 'email') return key;
  return undefined;
};

/** What the desktop form sends (spec §7): the cascader's first value as province, second as city. */
export const desktopPayload = ({
  provinceName: _provinceName,
  cityName: _cityName,
  ...form
}: ApplicationForm): OpeningApplicationRequest => form;

/** What the mobile form sends: the desktop fields plus the region names (spec §3). */
export const mobilePayload = (form: ApplicationForm): OpeningApplicationRequest => form;

/**
 * The desktop form's problems by field, with the server's own schema and messages (spec §5):
 * the first problem of each field, none for a valid one.
 */
export function desktopProblems(form: ApplicationForm): Partial<Record<DesktopField, string>> {
  const result = openingApplicationRequest.safeParse(desktopPayload(form));
  const problems: Partial<Record<DesktopField, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = fieldOf(issue.path[0] ?? '');
    if (field && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}

/** The order in which the mobile form checks its fields (spec §5). */
const mobileOrder: readonly PropertyKey[] = [
  'name',
  'province',
  'city',
  'content',
  'company',
  'email',
];

/**
 * The mobile form's first problem in the spec's order (name, province and city, description,
 * company, e-mail present, e-mail pattern), for its toast; undefined when the form is valid.
 */
export function firstMobileProblem(form: ApplicationForm): string | undefined {
  const result = mobileOpeningApplicationRequest.safeParse(mobilePayload(form));
  const rank = (path: readonly PropertyKey[]) => {
    const at = mobileOrder.indexOf(path[0] ?? '');
    return at < 0 ? mobileOrder.length : at;
  };
  // A stable sort keeps each field's own checks in schema order (empty before pattern).
  const [first] = (result.error?.issues ?? []).toSorted((a, b) => rank(a.path) - rank(b.path));
  return first?.message;
}
