import { GatewayUnavailable, type CarrierAnswer } from '../gateway.ts';
import type { MaterialSubmission } from './sender.ts';

/**
 * A material's review by 中国电信 or 中国联通: the file uploaded as a permanent one (§8.1,
 * `uploadMode: perm`) under the material's name, through one of the company's service accounts
 * registered with that carrier; the URL the platform returns is the review's ticket (kept with it,
 * and used for the material in messages once approved), and the platform's review of it comes to
 * our §13.3 callback (`media`, `remark: url: …`).
 */
export function materialReview(
  /** Uploads one of our files as a permanent file named `fileName`; the platform's URL. */
  uploadPermanent: (
    chatbotUri: string,
    url: string,
    fileName: string,
    now: Date,
  ) => Promise<string>,
) {
  return async function submitMaterial(submission: MaterialSubmission, now: Date) {
    // Tried again after backoff, until one of the company's accounts is registered there.
    if (!submission.chatbotUri) throw new GatewayUnavailable('企业尚无在该运营商登记的服务号');
    const extension = submission.file.contentType.split('/')[1]?.replace('jpeg', 'jpg') ?? 'bin';
    const url = await uploadPermanent(
      submission.chatbotUri,
      submission.file.url,
      `${submission.name}.${extension}`,
      now,
    );
    return { ticket: url };
  };
}

/**
 * A §13.3 `media` result as the answer to a material's review, whose ticket is the file URL named
 * in `remark` (`url: …`); null for other kinds of review.
 */
export function materialAnswerOf(result: {
  type: string;
  result: 'pass' | 'fail';
  description?: unknown;
  remark?: unknown;
}): CarrierAnswer | null {
  const url =
    typeof result.remark === 'string' ? /url:\s*(\S+)/.exec(result.remark)?.[1] : undefined;
  if (result.type !== 'media' || !url) return null;
  const approved = result.result === 'pass';
  return {
    ticket: url,
    approved,
    reason:
      approved || typeof result.description !== 'string' || result.description === ''
        ? null
        : result.description,
  };
}
