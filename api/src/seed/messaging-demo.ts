import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import {
  carrierCodes,
  templateContent,
  templateMediaIds,
  templateVariables,
  type CarrierCode,
  type TemplateContentInput,
} from '../contract/schemas/messaging.ts';
import { chatbotStatus, templateStatus } from '../contract/messaging-status.ts';
import type { Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { carrierReviews, chatbots, materials, templateMaterials, templates } from '../db/schema.ts';
import { saveUpload, type UploadStore } from '../uploads/store.ts';
import { dayMs } from '../lib/calendar.ts';

/** A plain image in the brand's colours (shapes only: no font needed). */
const drawImage = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();

/**
 * The gold company's 5G messages: a service account registered with every carrier, two images in
 * its material library, and templates in three states (approved with days left, rejected with the
 * platform's reason, a draft), so the demo shows the module at work.
 */
/** The chatbot ids of the demo's approved service account, one per carrier. */
const demoChatbotIds = {
  cmcc: 'sip:106500000001@botplatform.rcs.chinamobile.com',
  cucc: 'sip:106500000001@botplatform.rcs.chinaunicom.cn',
  ctcc: 'sip:106500000001@botplatform.rcs.chinatelecom.cn',
} as const satisfies Record<CarrierCode, string>;

export async function seedDemoMessaging(
  tx: Tx,
  store: UploadStore,
  owner: { companyId: bigint; managerId: bigint },
  now: Date,
) {
  const at = now.getTime();
  const uploader = { id: owner.managerId, companyId: owner.companyId };
  const logo = await drawImage(200, 200, '#1a50b8');
  const logoId = await saveUpload(tx, store, uploader, logo, 'image/jpeg', now);
  const botId = newId(at);
  await tx.insert(chatbots).values({
    id: botId,
    companyId: owner.companyId,
    name: '央视网示范服务号',
    logoUploadId: logoId,
    description: '央视网示范科技有限公司官方服务号，发布会员活动与账单提醒。',
    industry: 'media',
    province: '11',
    city: '1101',
    servicePhone: '4000970808',
    email: 'service@example.com',
    address: '北京市海淀区复兴路11号',
    status: chatbotStatus.approved,
    // As each carrier issued them: pointing MAAP_*_URL at a platform sends from these.
    carrierChatbotIds: demoChatbotIds,
    submittedAt: new Date(at - 30 * dayMs),
    reviewStartAt: new Date(at - 30 * dayMs),
    reviewedAt: new Date(at - 29 * dayMs),
    createdAt: new Date(at - 30 * dayMs),
    updatedAt: new Date(at - 29 * dayMs),
  });
  const answered = (
    subjectKind: 'chatbot' | 'template' | 'material',
    subjectId: bigint,
    when: Date,
  ) =>
    carrierCodes.map((carrier) => ({
      id: newId(at),
      subjectKind,
      subjectId,
      carrier,
      state: 'approved',
      ticket: `seed-${subjectKind}:${subjectId}:${carrier}`,
      attempts: 1,
      answeredAt: when,
      createdAt: when,
      updatedAt: when,
    }));
  await tx.insert(carrierReviews).values(answered('chatbot', botId, new Date(at - 29 * dayMs)));

  const images: string[] = [];
  const sizes = new Map<string, number>();
  for (const [name, colour] of [
    ['会员日主图', '#c2410c'],
    ['账单提醒配图', '#0f7b6c'],
  ] as const) {
    const bytes = await drawImage(640, 360, colour);
    const id = newId(at);
    await tx.insert(materials).values({
      id,
      companyId: owner.companyId,
      kind: 'image',
      name,
      uploadId: await saveUpload(tx, store, uploader, bytes, 'image/jpeg', now),
      size: bytes.length,
      createdAt: new Date(at - 10 * dayMs),
    });
    await tx.insert(carrierReviews).values(answered('material', id, new Date(at - 10 * dayMs)));
    images.push(id.toString());
    sizes.set(id.toString(), bytes.length);
  }

  const template = async (
    name: string,
    industry: string,
    input: TemplateContentInput,
    state: Partial<typeof templates.$inferInsert>,
  ) => {
    const content = templateContent.parse(input);
    const id = newId(at);
    await tx.insert(templates).values({
      id,
      companyId: owner.companyId,
      chatbotId: botId,
      name,
      industry,
      kind: content.kind,
      content,
      variables: templateVariables(content),
      createdBy: owner.managerId,
      createdAt: new Date(at - 3 * dayMs),
      updatedAt: new Date(at - dayMs),
      ...state,
    });
    const used = templateMediaIds(content);
    await tx
      .update(templates)
      .set({ fileSize: used.reduce((sum, m) => sum + sizes.get(m)!, 0) })
      .where(eq(templates.id, id));
    if (used.length > 0) {
      await tx
        .insert(templateMaterials)
        .values(used.map((m) => ({ templateId: id, materialId: BigInt(m) })));
    }
    return id;
  };

  const approvedAt = new Date(at - dayMs);
  const approved = await template(
    '会员日活动通知',
    'retail',
    {
      kind: 'carousel',
      cards: [
        {
          mediaId: images[0],
          title: '{name}，会员日专享',
          description: '本周六全场满减，凭会员码到店享受额外折扣。',
          buttons: [{ type: 'url', label: '查看活动', url: 'https://www.cctv.com/' }],
        },
        {
          mediaId: images[1],
          title: '积分兑换',
          description: '积分可兑换精美礼品，兑完即止。',
          buttons: [{ type: 'reply', label: '我要兑换' }],
        },
      ],
      suggestions: [{ type: 'dial', label: '咨询热线', phone: '4000970808' }],
      fallbackSms: '{name}，本周六会员日全场满减，回复TD退订。',
    },
    {
      status: templateStatus.approved,
      submittedAt: new Date(at - 2 * dayMs),
      reviewStartAt: new Date(at - 2 * dayMs),
      approvedAt,
      expiresAt: new Date(approvedAt.getTime() + 7 * dayMs),
    },
  );
  await tx.insert(carrierReviews).values(answered('template', approved, approvedAt));
  await template(
    '年终账单提醒',
    'finance',
    {
      kind: 'text',
      text: '{name}您好，您的年度账单已生成。',
      fallbackSms: '{name}您好，您的年度账单已生成。',
    },
    {
      status: templateStatus.platformRejected,
      rejectReason: '请在短信中补充退订方式',
      submittedAt: new Date(at - 2 * dayMs),
      reviewStartAt: new Date(at - 2 * dayMs),
    },
  );
  await template(
    '新品发布预告',
    'media',
    {
      kind: 'card',
      card: { mediaId: images[1], title: '新品发布预告', description: '敬请期待。', buttons: [] },
      fallbackSms: '新品即将发布，敬请期待。',
    },
    {},
  );
}
