import { Result } from '@p5g/design-system';
import { serviceHours, servicePhone } from '../../lib/contact.ts';

/**
 * Where an account awaiting audit (userStatus 0) lands and is kept: its registration is
 * under review, what happens next, and the hotline. The header keeps its e-mail and logout.
 */
export function Component() {
  return (
    <Result
      kind="success"
      title="注册信息审核中"
      description={
        <>
          您的注册信息已提交，平台正在审核。审核通过后，请重新登录即可使用全部功能。如有疑问，请致电客服热线{' '}
          {servicePhone.display}（{serviceHours}）。
        </>
      }
    />
  );
}
