import { apiPrefix, endpoints, type OpeningApplicationRequest } from '@p5g/api/contract';
import { message } from '@p5g/design-system';
import { failureMessage } from '../../lib/failure-message.ts';
import { fetchPublic } from '../../lib/public-fetch.ts';

/**
 * Sends an application (spec §7). Success says 提交成功 and calls `onSent`, which clears the form;
 * a failure shows why, and the form keeps what was typed (spec §4, §8).
 */
export async function sendApplication(application: OpeningApplicationRequest, onSent: () => void) {
  try {
    await fetchPublic(apiPrefix + endpoints.addOpeningApplication.path, application);
  } catch (failure) {
    message.error(failureMessage(failure));
    return;
  }
  message.success('提交成功');
  onSent();
}
