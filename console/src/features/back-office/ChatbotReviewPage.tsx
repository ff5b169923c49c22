import { useState } from 'react';
import { carriers, type ResponseOf } from '@p5g/api/contract';
import { Descriptions, TextField, type TableColumn } from '@p5g/design-system';
import { formatTime } from '../../lib/format-time.ts';
import { industryName } from '../../lib/industry-name.ts';
import { ReviewQueue } from './ReviewQueue.tsx';
import { waitedText } from './review-wait.ts';

type QueuedChatbot = ResponseOf<'manageChatbots'>['list'][number];

const columns: TableColumn<QueuedChatbot>[] = [
  { id: 'name', header: '服务号名称', isRowHeader: true, cell: (bot) => bot.name },
  { id: 'company', header: '单位名称', cell: (bot) => bot.companyName },
  { id: 'industry', header: '所属行业', width: 100, cell: (bot) => industryName(bot.industry) },
];

type ChatbotIds = Partial<Record<(typeof carriers)[number]['code'], string>>;

/**
 * Service accounts waiting for the platform review: approve (the carriers then register it) or
 * reject with a reason. For a carrier connected for real, the operator enters the chatbot id it
 * issued (the built-in stand-in issues its own).
 */
export function Component() {
  const [chatbotIds, setChatbotIds] = useState<Record<string, ChatbotIds>>({});
  const entered = (id: string) =>
    Object.fromEntries(
      Object.entries(chatbotIds[id] ?? {}).filter(([, value]) => value?.trim()),
    ) as ChatbotIds;
  return (
    <ReviewQueue
      title="服务号审核"
      subject="服务号"
      columns={columns}
      queue="manageChatbots"
      approvedMessage="已审核通过，正在向运营商登记"
      approvalInput={(bot) => {
        const ids = entered(bot.id);
        return Object.keys(ids).length > 0 ? { carrierChatbotIds: ids } : {};
      }}
      renderItem={(bot) => (
        <>
          <img src={bot.logo} alt={`${bot.name}的头像`} width={64} height={64} />
          <Descriptions
            columns={1}
            items={[
              { label: '服务号名称', value: bot.name },
              { label: '单位名称', value: bot.companyName },
              { label: '服务号简介', value: bot.description },
              { label: '所属行业', value: industryName(bot.industry) },
              { label: '所在省市', value: `${bot.provinceName} ${bot.cityName}` },
              { label: '服务电话', value: bot.servicePhone },
              { label: '联系邮箱', value: bot.email },
              { label: '办公地址', value: bot.address },
              { label: '更新时间', value: formatTime(bot.updateTime) },
              { label: '已等待', value: waitedText(bot.waitedMinutes) },
            ]}
          />
          {carriers.map((carrier) => (
            <TextField
              key={carrier.code}
              label={`${carrier.name} Chatbot ID`}
              description="选填：已在该运营商开通时填写，如 sip:106500@botplatform.rcs.domain.cn"
              maxLength={200}
              value={chatbotIds[bot.id]?.[carrier.code] ?? ''}
              onChange={(value) =>
                setChatbotIds((all) => ({
                  ...all,
                  [bot.id]: { ...all[bot.id], [carrier.code]: value },
                }))
              }
            />
          ))}
        </>
      )}
    />
  );
}
