import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Result } from '@p5g/design-system';
import { serviceHours, servicePhone } from '../../lib/contact.ts';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { pollWhile } from '../../lib/poll-while.ts';
import { refreshStoredUser } from '../../lib/session.ts';

/** How often the page asks whether the registration was approved (also on coming back to the tab). */
const reviewPollMs = 15_000;

/**
 * Where an account awaiting audit (userStatus 0) lands and is kept: its registration is
 * under review, what happens next, and the hotline. The header keeps its e-mail and logout.
 * Once the platform approves, the page moves on to the console by itself.
 */
export function Component() {
  const navigate = useNavigate();
  const { data: user } = useEndpoint('userInfo', undefined, {
    refreshInterval: pollWhile((latest) => latest.userStatus !== 1, reviewPollMs),
    revalidateOnFocus: true,
  });

  useEffect(() => {
    if (user?.userStatus === 1) navigate(refreshStoredUser(localStorage, user), { replace: true });
  }, [user, navigate]);

  return (
    <Result
      kind="success"
      title="注册信息审核中"
      description={
        <>
          您的注册信息已提交，平台正在审核。审核通过后，本页将自动进入控制台，无需重新登录。如有疑问，请致电客服热线{' '}
          {servicePhone.display}（{serviceHours}）。
        </>
      }
    />
  );
}
