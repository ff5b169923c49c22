import { z } from 'zod';
import { id } from '../ids.ts';
import { sideMenu, topMenu, type MenuEntry } from '../menus.ts';
import { newPassword } from '../password.ts';
import { hasControlCharacters } from '../patterns.ts';
import { accountName, mobile } from './auth.ts';
import { pageRequest } from './manage.ts';

/**
 * Platform management (平台管理, /account/account_platform): a company's sub-accounts, the roles that
 * grant them menus, and the log of who changed what. Feedback (feedback/add) and its replies.
 */

/** Side-menu entries only the main account has (spec §6); no role can grant them. */
export const managerOnlyMenus = ['serviceManage', 'account'] as const;

const grantable = (entries: readonly MenuEntry[]): MenuEntry[] =>
  entries
    .filter((e) => !(managerOnlyMenus as readonly string[]).includes(e.name))
    .map((e) => (e.children ? { ...e, children: grantable(e.children) } : e));

/** The menu tree a role is built from: the console's modules and side menu, parents with children. */
export const grantableMenuTree: MenuEntry[] = [...grantable(topMenu), ...grantable(sideMenu)];

const names = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((e) => [e.name, ...names(e.children ?? [])]);
export const grantableMenuNames: string[] = names(grantableMenuTree);

const shortText = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字符`)
    .refine((v) => !hasControlCharacters(v), `${label}包含非法字符`);

export const role = z.object({
  id,
  name: z.string(),
  menuNames: z.array(z.string()),
  /** Sub-accounts holding it. */
  userCount: z.number().int(),
  createTime: z.string(),
});
export type Role = z.infer<typeof role>;

export const saveRoleRequest = z.object({
  id: id.optional(),
  name: shortText('角色名称', 20),
  menuNames: z
    .array(z.enum(grantableMenuNames as [string, ...string[]], { error: '菜单权限无效' }))
    .min(1, '请至少选择一个菜单权限')
    .max(grantableMenuNames.length, '菜单权限无效'),
});
export type SaveRoleRequest = z.input<typeof saveRoleRequest>;

export const subAccount = z.object({
  id,
  account: z.string(),
  showName: z.string(),
  phone: z.string().nullable(),
  roleId: id.nullable(),
  roleName: z.string().nullable(),
  enabled: z.boolean(),
  createTime: z.string(),
});
export type SubAccount = z.infer<typeof subAccount>;

export const subAccountsRequest = pageRequest.extend({
  keyword: z
    .string()
    .trim()
    .max(20, '关键词不能超过20个字符')
    .refine((v) => !hasControlCharacters(v), '关键词包含非法字符')
    .optional(),
});

/** A new sub-account needs its first password; an edit leaves the password alone. */
export const saveSubAccountRequest = z.object({
  id: id.optional(),
  account: accountName,
  showName: shortText('显示名称', 20),
  phone: mobile,
  roleId: id,
  password: newPassword.optional(),
});
export type SaveSubAccountRequest = z.input<typeof saveSubAccountRequest>;

export const setSubAccountEnabledRequest = z.object({ id, enabled: z.boolean() });
export const resetSubPasswordRequest = z.object({ id, password: newPassword });
export const teamIdRequest = z.object({ id });

/** What the audit log records, by action name. */
export const auditActions = {
  createSubAccount: '新建子账号',
  updateSubAccount: '修改子账号',
  enableSubAccount: '启用子账号',
  disableSubAccount: '停用子账号',
  resetPassword: '重置子账号密码',
  createRole: '新建角色',
  updateRole: '修改角色',
  deleteRole: '删除角色',
  createApiKey: '新建密钥',
  revokeApiKey: '停用密钥',
  saveWebhookUrl: '修改推送地址',
  rotateWebhookSecret: '重置签名密钥',
} as const;
export type AuditAction = keyof typeof auditActions;

export const auditEntry = z.object({
  id,
  actorName: z.string(),
  action: z.string(),
  actionName: z.string(),
  target: z.string(),
  detail: z.string(),
  createTime: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Feedback

export const feedbackRequest = z.object({
  content: z
    .string({ error: '请填写留言内容' })
    .trim()
    .min(1, '请填写留言内容')
    .max(500, '留言内容不能超过500个字符')
    .refine((v) => !hasControlCharacters(v, true), '留言内容包含非法字符'),
  /** Needed when not signed in: the reply is sent there by SMS. */
  contact: mobile.optional(),
});

export const feedback = z.object({
  id,
  content: z.string(),
  contact: z.string().nullable(),
  companyName: z.string().nullable(),
  userName: z.string().nullable(),
  reply: z.string().nullable(),
  replyTime: z.string().nullable(),
  createTime: z.string(),
});

export const feedbackListRequest = pageRequest.extend({
  /** true: only those still waiting for a reply. */
  unanswered: z.boolean().optional(),
});
export const replyFeedbackRequest = z.object({ id, reply: shortText('回复内容', 500) });
