import { failureMessage } from '../../lib/failure-message.ts';
import { fetchPublic } from '../../lib/public-fetch.ts';
import { formFillIds } from './form-fill-ids.ts';

const resendSeconds = 60;

/**
 * One answer per phone number: 获取验证码 sends the code through the public endpoint instead of
 * posting the form, then counts down a minute before it may send again (the service's own limit).
 */
export function enhanceSmsCode(form: HTMLFormElement, problems: HTMLElement) {
  const button = document.getElementById(formFillIds.sendCode) as HTMLButtonElement | null;
  const mobile = document.getElementById(formFillIds.mobile) as HTMLInputElement | null;
  if (!button || !mobile) return;
  // Not a submit button any more: Enter in a field submits the answer, never sends a (paid) code.
  button.type = 'button';
  const label = button.textContent;
  button.addEventListener('click', async (event) => {
    event.preventDefault();
    button.disabled = true;
    try {
      await fetchPublic(form.dataset.smsCodeUrl!, {
        code: form.dataset.code,
        mobile: mobile.value.trim(),
      });
    } catch (failure) {
      problems.textContent = failureMessage(failure);
      button.disabled = false;
      return;
    }
    problems.textContent = '验证码已发送';
    let left = resendSeconds;
    const tick = () => {
      if (left === 0) {
        button.textContent = label;
        button.disabled = false;
        return;
      }
      button.textContent = `${left}秒后重新获取`;
      left -= 1;
      setTimeout(tick, 1000);
    };
    tick();
  });
}
