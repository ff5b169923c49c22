import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { codes, messages } from '../contract/codes.ts';
import { checkAnswers } from '../contract/micro-app-answers.ts';
import {
  formDocument,
  paidFeatures,
  publicFormState,
  publicFormStates,
  uploadKinds,
  type FormDocument,
  type PublicFormState,
} from '../contract/micro-app-form.ts';
import {
  publicFormCode,
  type PublicForm,
  type publicAnswerRequest,
  type publicSmsCodeRequest,
} from '../contract/schemas/micro-apps.ts';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { ApiError } from '../errors.ts';
import { withinLimit, type RequestLimit } from '../http/rate-limits.ts';
import { availableBalance } from '../ledger/ledger.ts';
import {
  matchVerifyCode,
  newVerifyCode,
  verifyCodeMessages,
  verifyCodeRule,
} from '../accounts/accounts.ts';
import type { MessageProvider } from '../accounts/messages.ts';
import { queuePrepaidMessage } from '../sending/prepaid.ts';
import { reencodeImage } from '../uploads/images.ts';
import { saveUpload, type UploadStore } from '../uploads/store.ts';
import { chargeUse, countAnswer, formNotOpen, microAppCategory } from './charges.ts';
import { chinaMinuteOf } from '../lib/calendar.ts';
import { regionLevelOf } from './region-levels.ts';
import {
  miniAppResponses,
  miniApps,
  miniAppSmsCodes,
  miniAppUploads,
  miniAppVersions,
} from './tables.ts';

/** Floods of answers, codes and files, counted in the shared rate_limits table. */
const publicLimits = {
  answersPerAddress: { name: 'form-answer-address', max: 20, seconds: 600 },
  answersPerForm: { name: 'form-answer-form', max: 300, seconds: 60 },
  smsCodesPerAddress: { name: 'form-sms-address', max: 10, seconds: 600 },
  uploadsPerAddress: { name: 'form-upload-address', max: 60, seconds: 600 },
} as const satisfies Record<string, RequestLimit>;

/** What the SMS code of a one-answer-per-number form proves: this number, for this form. */
const smsCodeKey = (miniAppId: bigint, mobile: string) => `${miniAppId}:${mobile}`;

const publicMessages = {
  versionGone: '表单已更新，请刷新页面后重新填写',
  mobileRequired: '请输入手机号码并获取验证码',
  mobileAnswered: '该手机号已填写过此表单',
  noSmsCheck: '此表单无需短信验证',
  fileGone: '文件不存在，请重新上传',
  notUploadQuestion: '该问题不能上传文件',
  defaultThanks: '提交成功，感谢您的填写',
} as const;

const refused = (message: string, data: unknown = null) =>
  new ApiError(codes.invalidRequest, message, 400, data);

/**
 * An answer refused for what it holds: the first problem as the message, and every question's
 * problem in `data.errors` (question id → message) for the page to show beside each field.
 */
const answerRefused = (errors: Record<string, string>) =>
  refused(Object.values(errors)[0]!, { errors });

const tooMany = () => new ApiError(codes.rateLimited, messages.rateLimited, 429);

async function withinLimits(db: Db, checks: [RequestLimit, string][]) {
  for (const [limit, key] of checks) if (!(await withinLimit(db, limit, key))) throw tooMany();
}

type LiveForm = {
  app: typeof miniApps.$inferSelect;
  version: number;
  document: FormDocument;
};

/** The form behind a public code with its live version, or null (unknown, withdrawn, never passed). */
async function liveForm(db: Db | Tx, code: string): Promise<LiveForm | null> {
  if (!publicFormCode.safeParse(code).success) return null;
  const [row] = await db
    .select({ app: miniApps, document: miniAppVersions.document })
    .from(miniApps)
    .innerJoin(
      miniAppVersions,
      and(
        eq(miniAppVersions.miniAppId, miniApps.id),
        eq(miniAppVersions.version, miniApps.liveVersion),
      ),
    )
    .where(and(eq(miniApps.code, code), ne(miniApps.status, 0)));
  if (!row) return null;
  return {
    app: row.app,
    version: row.app.liveVersion!,
    document: formDocument.parse(row.document),
  };
}

/**
 * Whether the micro-app balance can pay one more use of a paid feature (spec §4): a read alone,
 * so showing a form writes nothing; the use itself is charged by `chargeUse`.
 */
export async function paidFeaturesPayable(db: Db | Tx, companyId: bigint, now: Date) {
  return (await availableBalance(db, companyId, microAppCategory, now)) >= 1;
}

async function answerCount(db: Db | Tx, miniAppId: bigint) {
  const [row] = await db
    .select({ n: count() })
    .from(miniAppResponses)
    .where(eq(miniAppResponses.miniAppId, miniAppId));
  return row!.n;
}

/** The public state of a live form at `now`: paused, outside its window, full, or open. */
async function stateOf(db: Db | Tx, form: LiveForm, now: Date) {
  const usesPaidFeatures = paidFeatures(form.document).length > 0;
  return publicFormState(form.document.settings, {
    now: chinaMinuteOf(now),
    answers: await answerCount(db, form.app.id),
    usesPaidFeatures,
    paidFeaturesPayable:
      usesPaidFeatures && (await paidFeaturesPayable(db, form.app.companyId, now)),
  });
}

const messageOf = (state: PublicFormState, document: FormDocument | null) =>
  (state === 'closed' || state === 'limitReached') && document?.settings.closedMessage
    ? document.settings.closedMessage
    : publicFormStates[state];

/**
 * What the public page shows for a code: the live version and its state (paused when it uses a
 * paid feature the micro-app balance cannot pay, not started, closed, full, open); notFound for
 * an unknown or malformed code, a withdrawn form and one never passed.
 */
export async function findPublicForm(db: Db, code: string, now = new Date()): Promise<PublicForm> {
  const form = await liveForm(db, code);
  if (!form) {
    return {
      code,
      state: 'notFound',
      message: publicFormStates.notFound,
      version: null,
      document: null,
    };
  }
  const state = await stateOf(db, form, now);
  return {
    code,
    state,
    message: messageOf(state, form.document),
    version: form.version,
    document: form.document,
  };
}

/** The live form of a code, open now, or the refusal the page shows. */
async function openForm(db: Db, code: string, now: Date) {
  const form = await liveForm(db, code);
  if (!form) throw formNotOpen('notFound', publicFormStates.notFound);
  const state = await stateOf(db, form, now);
  if (state !== 'open') throw formNotOpen(state, messageOf(state, form.document));
  return form;
}

async function documentOfVersion(db: Db, form: LiveForm, version: number) {
  if (version === form.version) return form.document;
  const [row] = await db
    .select({ document: miniAppVersions.document })
    .from(miniAppVersions)
    .where(and(eq(miniAppVersions.miniAppId, form.app.id), eq(miniAppVersions.version, version)));
  if (!row || version > form.version) throw refused(publicMessages.versionGone);
  return formDocument.parse(row.document);
}

async function earlierSubmission(db: Db | Tx, miniAppId: bigint, submissionKey: string) {
  const [row] = await db
    .select({ id: miniAppResponses.id, version: miniAppResponses.version })
    .from(miniAppResponses)
    .where(
      and(
        eq(miniAppResponses.miniAppId, miniAppId),
        eq(miniAppResponses.submissionKey, submissionKey),
      ),
    );
  return row;
}

const thanksOf = (document: FormDocument) =>
  document.settings.thankYouMessage || publicMessages.defaultThanks;

async function answeredByMobile(db: Db | Tx, miniAppId: bigint, mobile: string) {
  const [row] = await db
    .select({ id: miniAppResponses.id })
    .from(miniAppResponses)
    .where(and(eq(miniAppResponses.miniAppId, miniAppId), eq(miniAppResponses.mobile, mobile)));
  return row !== undefined;
}

/**
 * Checks the SMS code for a number by accounts' verification-code rule (a wrong code uses up a
 * try, kept even though the answer is refused); the matching code's id, to be marked used with the
 * answer.
 */
async function checkSmsCode(db: Db, miniAppId: bigint, mobile: string, code: string, now: Date) {
  const scope = and(eq(miniAppSmsCodes.miniAppId, miniAppId), eq(miniAppSmsCodes.mobile, mobile));
  const found = await matchVerifyCode(
    db,
    miniAppSmsCodes,
    scope,
    smsCodeKey(miniAppId, mobile),
    code,
    now,
  );
  if ('refusal' in found) throw refused(found.refusal, { errors: { smsCode: found.refusal } });
  return found.id;
}

/** The uploads named in the answers must be this form's files of that question. */
async function checkUploads(
  db: Db,
  miniAppId: bigint,
  document: FormDocument,
  answers: Record<string, string | string[]>,
) {
  const errors: Record<string, string> = {};
  for (const q of document.questions) {
    if (q.kind !== 'upload' || !Array.isArray(answers[q.id])) continue;
    const ids = answers[q.id] as string[];
    const found = await db
      .select({ id: miniAppUploads.uploadId })
      .from(miniAppUploads)
      .where(and(eq(miniAppUploads.miniAppId, miniAppId), eq(miniAppUploads.questionId, q.id)));
    const known = new Set(found.map((f) => f.id.toString()));
    if (ids.some((id) => !known.has(id))) errors[q.id] = publicMessages.fileGone;
  }
  if (Object.keys(errors).length > 0) throw answerRefused(errors);
}

/**
 * The paid 5G message after an answer, to the number it gave: queued with sending (one prepaid
 * message) and charged to the micro-app balance in the answer's transaction. A template that can
 * no longer be sent (expired, withdrawn) sends nothing and charges nothing; the answer is kept.
 */
async function notifyAfterAnswer(
  tx: Tx,
  app: typeof miniApps.$inferSelect,
  notify: NonNullable<FormDocument['settings']['notify']>,
  answers: Record<string, string | string[]>,
  now: Date,
) {
  const mobile = answers[notify.mobileQuestion];
  if (typeof mobile !== 'string') return;
  const queued = await queuePrepaidMessage(tx, {
    companyId: app.companyId,
    templateId: BigInt(notify.templateId),
    mobile,
    name: `微应用「${app.title}」提交通知`,
    createdBy: app.createdBy,
    now,
  }).catch((error: unknown) => {
    if (error instanceof ApiError) return null;
    throw error;
  });
  if (queued !== null) await chargeUse(tx, app, 'notifyMessage', now);
}

type PublicAnswer = z.output<typeof publicAnswerRequest>;

/**
 * Stores a citizen's answer: checked against the version they opened (`checkAnswers`, regions by
 * the shared tree, files this form's own), with the number proved by its SMS code when the form
 * takes one answer per number. One transaction, with the form's row locked: the state again
 * (window, limit, pause), the answer, the charge for a paid 5G message after it and the count in
 * the micro-app trend; a repeated `submissionKey` answers the first result and stores nothing.
 * Refusals carry the field messages in `data.errors` (`answerRefused`) and store nothing.
 */
export async function submitPublicAnswer(
  db: Db,
  request: PublicAnswer,
  client: { ip: string },
  now = new Date(),
): Promise<{ responseId: string; thankYouMessage: string }> {
  await withinLimits(db, [
    [publicLimits.answersPerAddress, client.ip],
    [publicLimits.answersPerForm, request.code],
  ]);
  const form = await liveForm(db, request.code);
  if (!form) throw formNotOpen('notFound', publicFormStates.notFound);
  const earlier = await earlierSubmission(db, form.app.id, request.submissionKey);
  if (earlier) {
    const document = await documentOfVersion(db, form, earlier.version).catch(() => form.document);
    return { responseId: earlier.id.toString(), thankYouMessage: thanksOf(document) };
  }
  const state = await stateOf(db, form, now);
  if (state !== 'open') throw formNotOpen(state, messageOf(state, form.document));
  const document = await documentOfVersion(db, form, request.version);
  const checked = checkAnswers(document, request, regionLevelOf);
  if (Object.keys(checked.errors).length > 0) throw answerRefused(checked.errors);
  await checkUploads(db, form.app.id, document, checked.answers);
  let codeId: bigint | null = null;
  if (document.settings.onePerPhone) {
    if (!request.mobile || !request.smsCode) {
      throw refused(publicMessages.mobileRequired, {
        errors: { mobile: publicMessages.mobileRequired },
      });
    }
    if (await answeredByMobile(db, form.app.id, request.mobile)) {
      throw refused(publicMessages.mobileAnswered, {
        errors: { mobile: publicMessages.mobileAnswered },
      });
    }
    codeId = await checkSmsCode(db, form.app.id, request.mobile, request.smsCode, now);
  }
  const responseId = newId(now.getTime());
  const stored = await db.transaction(async (tx) => {
    await tx
      .select({ id: miniApps.id })
      .from(miniApps)
      .where(eq(miniApps.id, form.app.id))
      .for('update');
    const first = await earlierSubmission(tx, form.app.id, request.submissionKey);
    if (first) return first.id;
    const current = await liveForm(tx, request.code);
    const stateNow = current ? await stateOf(tx, current, now) : 'notFound';
    if (!current || stateNow !== 'open') {
      throw formNotOpen(stateNow, messageOf(stateNow, current?.document ?? null));
    }
    if (codeId !== null) {
      const used = await tx
        .update(miniAppSmsCodes)
        .set({ usedAt: now })
        .where(and(eq(miniAppSmsCodes.id, codeId), isNull(miniAppSmsCodes.usedAt)))
        .returning({ id: miniAppSmsCodes.id });
      if (used.length === 0) throw refused(verifyCodeMessages.expired);
      if (await answeredByMobile(tx, form.app.id, request.mobile!)) {
        throw refused(publicMessages.mobileAnswered);
      }
    }
    await tx.insert(miniAppResponses).values({
      id: responseId,
      miniAppId: form.app.id,
      version: request.version,
      submissionKey: request.submissionKey,
      mobile: codeId !== null ? request.mobile! : null,
      answers: checked.answers,
      otherText: checked.otherText,
      clientIp: client.ip,
      createdAt: now,
    });
    if (document.settings.notify) {
      await notifyAfterAnswer(tx, form.app, document.settings.notify, checked.answers, now);
    }
    await countAnswer(tx, form.app.companyId, now);
    return responseId;
  });
  return { responseId: stored.toString(), thankYouMessage: thanksOf(document) };
}

/**
 * Sends the SMS code proving a number, for a form taking one answer per number: one a minute per
 * number, each charged to the micro-app balance in the transaction that stores it; the SMS goes
 * out once that has committed.
 */
export async function sendPublicSmsCode(
  db: Db,
  provider: MessageProvider,
  request: z.output<typeof publicSmsCodeRequest>,
  client: { ip: string },
  now: Date,
) {
  await withinLimits(db, [[publicLimits.smsCodesPerAddress, client.ip]]);
  const form = await openForm(db, request.code, now);
  if (!form.document.settings.onePerPhone) throw refused(publicMessages.noSmsCheck);
  if (await answeredByMobile(db, form.app.id, request.mobile)) {
    throw refused(publicMessages.mobileAnswered);
  }
  const { code, codeHash, expiresAt } = newVerifyCode(smsCodeKey(form.app.id, request.mobile), now);
  await db.transaction(async (tx) => {
    await tx
      .select({ id: miniApps.id })
      .from(miniApps)
      .where(eq(miniApps.id, form.app.id))
      .for('update');
    const [last] = await tx
      .select({ at: miniAppSmsCodes.createdAt })
      .from(miniAppSmsCodes)
      .where(
        and(eq(miniAppSmsCodes.miniAppId, form.app.id), eq(miniAppSmsCodes.mobile, request.mobile)),
      )
      .orderBy(desc(miniAppSmsCodes.createdAt))
      .limit(1);
    if (last && now.getTime() - last.at.getTime() < verifyCodeRule.resendMs) {
      throw new ApiError(codes.rateLimited, verifyCodeMessages.tooSoon);
    }
    await tx.insert(miniAppSmsCodes).values({
      id: newId(now.getTime()),
      miniAppId: form.app.id,
      mobile: request.mobile,
      codeHash,
      expiresAt,
      createdAt: now,
    });
    await chargeUse(tx, form.app, 'smsVerification', now);
  });
  await provider.send(
    {
      channel: 'sms',
      recipient: request.mobile,
      template: 'mini-app-verify-code',
      body: `【5G智能平台】您正在填写「${form.document.title}」，验证码 ${code}，5分钟内有效。如非本人操作，请忽略本短信。`,
    },
    now,
  );
}

const mimeOfExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The extension a file really has, read from its bytes: Word and Excel 97 files share one
 * container (cfb), told apart by the name they came with.
 */
async function realExtension(bytes: Buffer, fileName: string) {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return null;
  if (type.ext === 'cfb') {
    const named = /\.(doc|xls)$/i.exec(fileName)?.[1]?.toLowerCase();
    return named ?? null;
  }
  return type.ext;
}

const unsupportedFile = () => new ApiError(codes.invalidRequest, '不支持该文件类型', 415);
export const fileTooLarge = (maxSizeMb: number) =>
  new ApiError(codes.invalidRequest, `文件大小超出${maxSizeMb}MB`, 413);

/** The size limit of an upload question of a live, open form (for the multipart reader). */
async function uploadQuestionOf(db: Db, code: string, questionId: string, now: Date) {
  const form = await openForm(db, code, now);
  const question = form.document.questions.find((q) => q.id === questionId);
  if (!question || question.kind !== 'upload') throw refused(publicMessages.notUploadQuestion);
  return { form, question };
}

/**
 * Stores a citizen's file for an upload question of an open form: its type read from the bytes
 * among the question's kinds, its size within the question's limit; images decoded and encoded
 * again (their metadata, GPS positions among it, dropped). Kept in the upload store as the
 * form's company's file.
 */
export async function storePublicUpload(
  db: Db,
  store: UploadStore,
  input: { code: string; question: string; bytes: Buffer; fileName: string },
  client: { ip: string },
  now: Date,
) {
  await withinLimits(db, [[publicLimits.uploadsPerAddress, client.ip]]);
  const { form, question } = await uploadQuestionOf(db, input.code, input.question, now);
  if (input.bytes.length > question.maxSizeMb * 1024 * 1024) throw fileTooLarge(question.maxSizeMb);
  const ext = await realExtension(input.bytes, input.fileName);
  const allowed = question.accept.flatMap((kind) => [...uploadKinds[kind].extensions]) as string[];
  if (!ext || !allowed.includes(ext)) throw unsupportedFile();
  const mime = mimeOfExtension[ext]!;
  const bytes = mime.startsWith('image/')
    ? await reencodeImage(input.bytes, mime, unsupportedFile)
    : input.bytes;
  const uploadId = await saveUpload(
    db,
    store,
    { id: form.app.createdBy, companyId: form.app.companyId },
    bytes,
    mime,
    now,
  );
  const name = input.fileName.replace(/[\p{Cc}]/gu, '').slice(-100) || `文件.${ext}`;
  await db.insert(miniAppUploads).values({
    uploadId,
    miniAppId: form.app.id,
    questionId: question.id,
    name,
    createdAt: now,
  });
  return { fileId: uploadId.toString(), name, size: bytes.length };
}
