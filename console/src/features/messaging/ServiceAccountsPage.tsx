import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { chatbotStatusNames, type Chatbot, type ChatbotStatus } from '@p5g/api/contract';
import { Button, Card, Empty, Pagination, Skeleton } from '@p5g/design-system';
import { formatTime } from '../../lib/format-time.ts';
import { href } from '../../lib/routes-table.ts';
import { storedUser } from '../../lib/session.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { SubmitForReviewButton } from '../../lib/ui/SubmitForReviewButton.tsx';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import {
  chatbotActions,
  chatbotStatusTone,
  registrationNames,
  registrationTone,
  suspendedName,
  chatbotListPolling,
} from './service-account-rules.ts';
import { industryName } from '../../lib/industry-name.ts';
import * as styles from './messaging.css.ts';

const pageSize = 12;

/**
 * 服务号管理 (/serviceManage): the company's service accounts with their review and each carrier's
 * registration. Managers create, edit and submit them; sub-accounts see them read-only (spec §6).
 */
export function Component() {
  const navigate = useNavigate();
  const isManager = storedUser(localStorage)?.isChatBotManager === true;
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useEndpoint(
    'chatbotList',
    { page, pageSize },
    chatbotListPolling,
  );

  let content;
  if (isLoading) content = <Skeleton shape="cards" count={3} label="服务号加载中" />;
  else if (error)
    content = <LoadFailed description="服务号加载失败" onRetry={() => void mutate()} />;
  else if (!data || data.list.length === 0) {
    content = (
      <Empty
        description={
          isManager ? '您还没有服务号，创建后即可制作和发送5G消息' : '本单位还没有服务号'
        }
        action={
          isManager && (
            <Button variant="primary" onPress={() => navigate(href('createService'))}>
              创建服务号
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <>
        <div className={styles.grid}>
          {data.list.map((bot) => (
            <ServiceAccountCard
              key={bot.id}
              bot={bot}
              isManager={isManager}
              onChanged={() => void mutate()}
            />
          ))}
        </div>
        {data.total > pageSize && (
          <Pagination page={page} pageSize={pageSize} total={data.total} onChange={setPage} />
        )}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="service-accounts-title">
      <div className={styles.header}>
        <h1 id="service-accounts-title" className={styles.title}>
          服务号管理
        </h1>
        {isManager && (
          <Button variant="primary" onPress={() => navigate(href('createService'))}>
            创建服务号
          </Button>
        )}
      </div>
      <p className={styles.note}>
        服务号是5G消息的发送身份，经平台审核通过后向中国移动、中国联通、中国电信登记。
      </p>
      {content}
    </section>
  );
}

function ServiceAccountCard({
  bot,
  isManager,
  onChanged,
}: {
  bot: Chatbot;
  isManager: boolean;
  onChanged: () => void;
}) {
  const navigate = useNavigate();
  const actions = chatbotActions(bot.status, isManager);
  const statusName = chatbotStatusNames[bot.status as ChatbotStatus];

  return (
    <Card
      title={bot.name}
      headingLevel={2}
      extra={
        <span className={styles.tone[chatbotStatusTone[bot.status] ?? 'neutral']}>
          {statusName}
        </span>
      }
      footer={
        (actions.edit || actions.submit) && (
          <div className={styles.actions}>
            {actions.edit && (
              <Button size="small" onPress={() => navigate(href('createService', { id: bot.id }))}>
                编辑
              </Button>
            )}
            {actions.submit && (
              <SubmitForReviewButton endpoint="chatbotSubmit" id={bot.id} onSubmitted={onChanged} />
            )}
          </div>
        )
      }
    >
      <div className={styles.accountFacts}>
        <div className={styles.identity}>
          <img src={bot.logo} alt={`${bot.name}的头像`} className={styles.logo} />
          <p className={styles.note}>{bot.description}</p>
        </div>
        <dl className={styles.details}>
          <dt className={styles.term}>所属行业</dt>
          <dd className={styles.definition}>{industryName(bot.industry)}</dd>
          <dt className={styles.term}>所在省市</dt>
          <dd className={styles.definition}>
            {bot.provinceName} {bot.cityName}
          </dd>
          <dt className={styles.term}>服务电话</dt>
          <dd className={styles.definition}>{bot.servicePhone}</dd>
          <dt className={styles.term}>更新时间</dt>
          <dd className={styles.definition}>{formatTime(bot.updateTime)}</dd>
          {bot.rejectReason && (
            <>
              <dt className={styles.term}>驳回原因</dt>
              <dd className={`${styles.definition} ${styles.tone.danger}`}>{bot.rejectReason}</dd>
            </>
          )}
        </dl>
        {bot.carriers.length > 0 && (
          <div className={styles.factsSection}>
            <h3 className={styles.factsHeading}>运营商登记</h3>
            <dl className={styles.details}>
              {bot.carriers.map((carrier) => (
                <Fragment key={carrier.carrier}>
                  <dt className={styles.term}>{carrier.carrierName}</dt>
                  <dd
                    className={`${styles.definition} ${styles.tone[carrier.suspended ? 'danger' : registrationTone[carrier.state]]}`}
                  >
                    {carrier.suspended ? suspendedName : registrationNames[carrier.state]}
                    {carrier.reason && `：${carrier.reason}`}
                  </dd>
                </Fragment>
              ))}
            </dl>
          </div>
        )}
      </div>
    </Card>
  );
}
