import { createHash, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import svgCaptcha from 'svg-captcha';
import { codes } from '../contract/codes.ts';
import { passwordProblem } from '../contract/password.ts';
import type {
  LoginRequest,
  Platform,
  RegisterRequest,
  UserInfo,
} from '../contract/schemas/auth.ts';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { captchas, companies, roles, unknownLoginFailures, users, verifyCodes } from './tables.ts';
import { ApiError } from '../errors.ts';
import { allMenuNames } from '../contract/menus.ts';
import { byId, containing, pageOf, type PageRequest } from '../lib/lists.ts';
import { verifyCodeTemplate, type MessageProvider } from './messages.ts';
import { endOtherSessions, startSession, type SessionUser } from './sessions.ts';

/** Failed logins within this window count towards the image code and the lock. */
const failureWindowMs = 15 * 60 * 1000;
const failuresBeforeImageCode = 3;
const failuresBeforeLock = 10;
const imageCodeTtlMs = 5 * 60 * 1000;

/** SMS verification codes: valid 5 minutes and 5 wrong tries; one a minute per number and use. */
export const verifyCodeRule = {
  ttlMs: 5 * 60 * 1000,
  resendMs: 60 * 1000,
  maxAttempts: 5,
} as const;

export const verifyCodeMessages = {
  expired: '验证码已失效，请重新获取',
  wrong: '验证码错误',
  tooSoon: '验证码发送过于频繁，请60秒后再试',
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const hashPassword = (password: string) => hash(password);

// Compared against when the account does not exist, so both paths take the same time.
const absentUserHash = hashPassword('absent-User-7x');

type FailedLogins = { failedLogins: number; lastFailedLoginAt: Date | null };

/** Failed passwords counted against an account within the current window. */
const recentFailuresOf = (counted: FailedLogins | undefined, now: Date) =>
  counted?.lastFailedLoginAt &&
  now.getTime() - counted.lastFailedLoginAt.getTime() < failureWindowMs
    ? counted.failedLogins
    : 0;

/** Sign-in and password confirmation refused after ten failed passwords. */
export const passwordLockedMessage = '密码错误次数过多，请15分钟后再试';

/**
 * The failures counted against an account name that does not exist (table unknown_login_failures,
 * shared by every instance). Rows past the window are dropped as new failures are written.
 */
async function unknownNameFailures(db: Db, account: string) {
  const [row] = await db
    .select()
    .from(unknownLoginFailures)
    .where(eq(unknownLoginFailures.account, account.toLowerCase()));
  return row;
}

async function rememberUnknownNameFailure(
  db: Db,
  account: string,
  failed: FailedLogins & { lastFailedLoginAt: Date },
) {
  await db
    .insert(unknownLoginFailures)
    .values({ account: account.toLowerCase(), ...failed })
    .onConflictDoUpdate({ target: unknownLoginFailures.account, set: failed });
  await db
    .delete(unknownLoginFailures)
    .where(
      lt(
        unknownLoginFailures.lastFailedLoginAt,
        new Date(failed.lastFailedLoginAt.getTime() - failureWindowMs),
      ),
    );
}

const loginFailed = (message: string, needImgCode: boolean) =>
  new ApiError(needImgCode ? codes.captchaRequired : codes.loginFailed, message, 200, {
    needImgCode,
  });

const findUserByAccount = async (db: Db, account: string) =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.account}) = lower(${account})`)
      .limit(1)
  )[0];

/** The user-info fields of spec §3 for a user (and their role's menu list). */
export async function userInfoOf(db: Db, user: SessionUser): Promise<Omit<UserInfo, 'token'>> {
  const [company] = user.companyId
    ? await db.select().from(companies).where(eq(companies.id, user.companyId))
    : [];
  const [role] = user.roleId ? await db.select().from(roles).where(eq(roles.id, user.roleId)) : [];
  const authMenuList = role ? role.menuNames : null;
  return {
    account: user.account,
    platform: user.platform as Platform,
    userStatus: user.userStatus === 1 ? 1 : 0,
    menuNames: authMenuList ?? allMenuNames,
    authMenuList,
    isChatBotManager: user.isChatBotManager,
    customerType: company?.customerType ?? 1,
    showName: user.showName,
    customSource: company?.customSource ?? 1,
    customSourceType: company?.customSourceType ?? 1,
    email: user.email,
  };
}

/** Makes a new image code for `imgUuid` and returns its SVG; a previous one for it is replaced. */
export async function issueImageCode(db: Db, imgUuid: string, now: Date): Promise<string> {
  const { text, data } = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    color: true,
  });
  const row = {
    answerHash: sha256(text.toLowerCase()),
    expiresAt: new Date(now.getTime() + imageCodeTtlMs),
  };
  await db
    .insert(captchas)
    .values({ imgUuid, ...row })
    .onConflictDoUpdate({ target: captchas.imgUuid, set: row });
  return data;
}

/** Checks and consumes an image code: each can be tried once. */
async function consumeImageCode(db: Db, imgUuid: string, answer: string, now: Date) {
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.imgUuid, imgUuid), gt(captchas.expiresAt, now)))
    .returning();
  return row !== undefined && row.answerHash === sha256(answer.trim().toLowerCase());
}

/** userStatus of a registration the management platform refused (1 active, 0 awaiting audit). */
const refusedRegistration = 2;

/**
 * Signs in: after three failed passwords within 15 minutes the image code is required, after ten the
 * account is locked for the rest of the window. The password is checked before the platform, so the
 * wrong-platform message never tells a stranger that an account exists.
 */
export async function login(db: Db, input: LoginRequest & { platform: Platform }, now: Date) {
  const user = await findUserByAccount(db, input.account);
  const counted: FailedLogins | undefined = user ?? (await unknownNameFailures(db, input.account));
  const recentFailures = recentFailuresOf(counted, now);

  if (recentFailures >= failuresBeforeLock) throw loginFailed(passwordLockedMessage, true);
  if (recentFailures >= failuresBeforeImageCode) {
    if (!input.imgUuid || !input.imgCode) throw loginFailed('请输入图形验证码', true);
    if (!(await consumeImageCode(db, input.imgUuid, input.imgCode, now))) {
      throw loginFailed('图形验证码错误', true);
    }
  }

  const passwordOk = await verify(user?.passwordHash ?? (await absentUserHash), input.password);
  if (!user || !passwordOk) {
    const failed = { failedLogins: recentFailures + 1, lastFailedLoginAt: now };
    if (user) await db.update(users).set(failed).where(eq(users.id, user.id));
    else await rememberUnknownNameFailure(db, input.account, failed);
    throw loginFailed('账号或密码错误', failed.failedLogins >= failuresBeforeImageCode);
  }
  if (user.platform !== input.platform) {
    throw new ApiError(codes.wrongPlatform, '该账号不属于当前登录平台，请从对应的登录入口登录');
  }
  if (user.userStatus === refusedRegistration) {
    throw new ApiError(codes.loginFailed, '您的注册未通过审核，如有疑问请致电400-097-0808');
  }
  if (user.disabledAt) {
    throw new ApiError(codes.loginFailed, '该账号已停用，请联系主账号');
  }

  if (user.failedLogins > 0) {
    await db
      .update(users)
      .set({ failedLogins: 0, lastFailedLoginAt: null })
      .where(eq(users.id, user.id));
  }
  const token = await startSession(db, user.id, now);
  return { token, ...(await userInfoOf(db, user)) };
}

/**
 * A signed-in user confirming their password (the send query's unlock). Failures count per
 * account with the sign-in's, so ten wrong passwords lock both for the rest of the window, and
 * colleagues behind one address cannot lock each other out.
 */
export async function confirmPassword(
  db: Db,
  userId: bigint,
  password: string,
  now: Date,
): Promise<'confirmed' | 'wrong' | 'locked'> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return 'wrong';
  const recentFailures = recentFailuresOf(user, now);
  if (recentFailures >= failuresBeforeLock) return 'locked';
  if (!(await verify(user.passwordHash, password))) {
    await db
      .update(users)
      .set({ failedLogins: recentFailures + 1, lastFailedLoginAt: now })
      .where(eq(users.id, userId));
    return 'wrong';
  }
  if (user.failedLogins > 0) {
    await db
      .update(users)
      .set({ failedLogins: 0, lastFailedLoginAt: null })
      .where(eq(users.id, userId));
  }
  return 'confirmed';
}

/** The id of the company's main account when `account` names it (any case), else null. */
export async function companyManagerNamed(db: Db, companyId: bigint, account: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.isChatBotManager, true),
        sql`lower(${users.account}) = lower(${account})`,
      ),
    );
  return row?.id ?? null;
}

/** Who acted, for the histories other domains keep: each user's account, display name and platform. */
export const actorsOf = (db: Db, userIds: readonly bigint[]) =>
  byId(userIds, (ids) =>
    db
      .select({
        id: users.id,
        account: users.account,
        showName: users.showName,
        platform: users.platform,
      })
      .from(users)
      .where(inArray(users.id, ids)),
  );

export async function isAccountNameFree(db: Db, name: string) {
  return (await findUserByAccount(db, name)) === undefined;
}

/** What a code proves: a number for registration, for a password reset, or on a temporary share link. */
type VerifyPurpose = 'register' | 'resetPwd' | 'articleTemp';

/** What each purpose's message says the code is for. */
const verifyActions: Record<VerifyPurpose, string> = {
  register: '注册',
  resetPwd: '重置密码',
  articleTemp: '查看分享的内容',
};

/** Sends a six-digit code; at most one a minute per phone and purpose. */
export async function sendVerifyCode(
  db: Db,
  provider: MessageProvider,
  phone: string,
  purpose: VerifyPurpose,
  now: Date,
) {
  const [last] = await db
    .select()
    .from(verifyCodes)
    .where(and(eq(verifyCodes.phone, phone), eq(verifyCodes.purpose, purpose)))
    .orderBy(desc(verifyCodes.createdAt))
    .limit(1);
  if (last && now.getTime() - last.createdAt.getTime() < verifyCodeRule.resendMs) {
    throw new ApiError(codes.rateLimited, verifyCodeMessages.tooSoon);
  }
  if (purpose === 'resetPwd') {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, phone))
      .limit(1);
    if (!owner) throw new ApiError(codes.badVerifyCode, '该手机号未绑定账号');
  }

  const { code, codeHash, expiresAt } = newVerifyCode(`${phone}:${purpose}`, now);
  await db.insert(verifyCodes).values({
    id: newId(now.getTime()),
    phone,
    purpose,
    codeHash,
    expiresAt,
    createdAt: now,
  });
  const action = verifyActions[purpose];
  await provider.send(
    {
      channel: 'sms',
      recipient: phone,
      template: verifyCodeTemplate,
      body: `【5G智能平台】您正在${action}，验证码 ${code}，5分钟内有效。如非本人操作，请忽略本短信。`,
    },
    now,
  );
}

/** Checks the latest code for a phone and purpose; `consume` marks it used when it matches. */
export async function checkVerifyCode(
  db: Db,
  phone: string,
  purpose: VerifyPurpose,
  code: string,
  now: Date,
  consume: boolean,
) {
  const scope = and(eq(verifyCodes.phone, phone), eq(verifyCodes.purpose, purpose));
  const found = await matchVerifyCode(db, verifyCodes, scope, `${phone}:${purpose}`, code, now);
  if ('refusal' in found) throw new ApiError(codes.badVerifyCode, found.refusal);
  if (consume)
    await db.update(verifyCodes).set({ usedAt: now }).where(eq(verifyCodes.id, found.id));
}

/**
 * A new six-digit code proving what `key` names (a number and what it is for), stored as its hash
 * with the rule's expiry; the code itself goes out by SMS only.
 */
export function newVerifyCode(key: string, now: Date) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return {
    code,
    codeHash: sha256(`${key}:${code}`),
    expiresAt: new Date(now.getTime() + verifyCodeRule.ttlMs),
  };
}

/**
 * A table of SMS verification codes: accounts' `verify_codes`, or a domain's own for codes proving
 * a number for something it owns (a form taking one answer per number).
 */
export type VerifyCodeTable = PgTable & {
  id: AnyPgColumn<{ data: bigint; notNull: true }>;
  codeHash: AnyPgColumn<{ data: string; notNull: true }>;
  attempts: AnyPgColumn<{ data: number; notNull: true }>;
  expiresAt: AnyPgColumn<{ data: Date; notNull: true }>;
  usedAt: AnyPgColumn<{ data: Date }>;
  createdAt: AnyPgColumn<{ data: Date; notNull: true }>;
};

/**
 * The verification-code rule: of the codes in `scope` (the rows sent for one `key`, made by
 * `newVerifyCode`), the latest unused one counts while it is unexpired and under its tries; a wrong
 * code uses up a try. The matching code's id, for the caller to mark used, or the refusal to show.
 */
export async function matchVerifyCode(
  db: Db | Tx,
  table: VerifyCodeTable,
  scope: SQL | undefined,
  key: string,
  code: string,
  now: Date,
): Promise<{ id: bigint } | { refusal: string }> {
  const [row] = await db
    .select({ id: table.id, codeHash: table.codeHash, attempts: table.attempts })
    .from(table)
    .where(and(scope, isNull(table.usedAt), gt(table.expiresAt, now)))
    .orderBy(desc(table.createdAt))
    .limit(1);
  if (!row || row.attempts >= verifyCodeRule.maxAttempts) {
    return { refusal: verifyCodeMessages.expired };
  }
  if (row.codeHash !== sha256(`${key}:${code}`)) {
    await db
      .update(table)
      .set({ attempts: sql`${table.attempts} + 1` })
      .where(eq(table.id, row.id));
    return { refusal: verifyCodeMessages.wrong };
  }
  return { id: row.id };
}

/** A new company and its manager, awaiting audit (userStatus 0) until the back office approves. */
export async function register(db: Db, input: RegisterRequest, now: Date) {
  if (!(await isAccountNameFree(db, input.account))) {
    throw new ApiError(codes.accountTaken, '该账号已被注册');
  }
  await checkVerifyCode(db, input.phone, 'register', input.verifyCode, now, true);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const companyId = newId(now.getTime());
    await tx.insert(companies).values({
      id: companyId,
      name: input.companyName,
      contactName: input.contactName,
      contactPhone: input.phone,
      createdAt: now,
    });
    await tx.insert(users).values({
      id: newId(now.getTime()),
      companyId,
      account: input.account,
      passwordHash,
      platform: 1,
      userStatus: 0,
      isChatBotManager: true,
      showName: input.contactName,
      phone: input.phone,
      email: input.email,
      createdAt: now,
    });
  });
}

/** Resets the password of `account` when the code sent to its phone matches; ends its sessions. */
export async function resetPassword(
  db: Db,
  input: { account: string; phone: string; code: string; password: string },
  now: Date,
) {
  const user = await findUserByAccount(db, input.account);
  if (!user || user.phone !== input.phone) {
    throw new ApiError(codes.badVerifyCode, '账号与手机号不匹配');
  }
  await checkVerifyCode(db, input.phone, 'resetPwd', input.code, now, true);
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.password),
      failedLogins: 0,
      lastFailedLoginAt: null,
    })
    .where(eq(users.id, user.id));
  await endOtherSessions(db, user.id, null, now);
}

const passwordAlphabet = {
  lower: 'abcdefghjkmnpqrstuvwxyz',
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  digit: '23456789',
  symbol: '@#$%&*',
};

/** A 12-character random password that passes every rule of spec §5. */
export function randomPassword(): string {
  const all = Object.values(passwordAlphabet).join('');
  const pick = (set: string) => set[randomInt(0, set.length)]!;
  for (;;) {
    const chars = [
      pick(passwordAlphabet.lower),
      pick(passwordAlphabet.upper),
      pick(passwordAlphabet.digit),
      pick(passwordAlphabet.symbol),
      ...Array.from({ length: 8 }, () => pick(all)),
    ];
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(0, i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (passwordProblem(password) === null) return password;
  }
}

/** When each company was registered: the start of its first tier year (the ledger's standings). */
export const registeredAt = (db: Db, companyIds: readonly bigint[]) =>
  byId(companyIds, (ids) =>
    db
      .select({ id: companies.id, createdAt: companies.createdAt })
      .from(companies)
      .where(inArray(companies.id, ids)),
  );

/**
 * A page of the customer registrations awaiting review, oldest first, with their company's name.
 */
export async function pendingRegistrationsPage(db: Db, request: PageRequest) {
  const where = and(eq(users.userStatus, 0), eq(users.platform, 1));
  return pageOf(
    db,
    request,
    users,
    where,
    db
      .select({ user: users, companyName: companies.name })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(asc(users.createdAt))
      .$dynamic(),
  );
}

/** Approves or refuses a registration still awaiting review: the account, or none when it is not. */
export async function decideRegistration(tx: Db, userId: bigint, approve: boolean) {
  const [changed] = await tx
    .update(users)
    .set({ userStatus: approve ? 1 : refusedRegistration })
    .where(and(eq(users.id, userId), eq(users.userStatus, 0), eq(users.platform, 1)))
    .returning();
  return changed;
}

/** A page of the customer companies whose name contains the keyword, newest first. */
export function customerCompaniesPage(db: Db, filter: PageRequest & { keyword?: string }) {
  const where = filter.keyword ? ilike(companies.name, containing(filter.keyword)) : undefined;
  return pageOf(
    db,
    filter,
    companies,
    where,
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .$dynamic(),
  );
}

/** The 5G-message balance under which the company is alerted, if it set one. */
export async function balanceAlarmOf(db: Db, companyId: bigint) {
  const [company] = await db
    .select({ threshold: companies.ecBalanceAlarm })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.threshold ?? null;
}

export async function setBalanceAlarm(db: Db, companyId: bigint, threshold: number | null) {
  await db.update(companies).set({ ecBalanceAlarm: threshold }).where(eq(companies.id, companyId));
}

/** Each company's name, for the lists that show whose a row is. */
export const companyNames = (db: Db, companyIds: readonly bigint[]) =>
  byId(companyIds, (ids) =>
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, ids)),
  );

/** Locks the company's row until the caller's transaction ends: what it counts, it counts alone. */
export async function lockCompany(tx: Db, companyId: bigint) {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
}

/**
 * A company's balance-alert threshold, when it last went out and its contact phone, with the
 * company locked until the caller's transaction ends, so that concurrent debits decide one by one.
 */
export async function lockBalanceAlertSettings(tx: Db, companyId: bigint) {
  const [settings] = await tx
    .select({
      threshold: companies.ecBalanceAlarm,
      lastSentAt: companies.balanceAlertSentAt,
      contactPhone: companies.contactPhone,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return settings;
}

export async function markBalanceAlertSent(tx: Db, companyId: bigint, now: Date) {
  await tx.update(companies).set({ balanceAlertSentAt: now }).where(eq(companies.id, companyId));
}

/** The phone of the company's 5G-message manager, who receives its service SMS, if it has one. */
export async function messageManagerPhone(db: Db, companyId: bigint) {
  const [manager] = await db
    .select({ phone: users.phone })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isChatBotManager, true)))
    .limit(1);
  return manager?.phone ?? null;
}
