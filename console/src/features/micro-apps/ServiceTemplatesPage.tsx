import { useNavigate } from 'react-router-dom';
import { isAnswered, type ResponseOf } from '@p5g/api/contract';
import { Button, Card, Empty, Skeleton } from '@p5g/design-system';
import { useAction, useEndpoint, useEndpointCache } from '../../lib/endpoint-hooks.ts';
import { href } from '../../lib/routes-table.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import * as styles from './micro-apps.css.ts';

type ServiceTemplate = ResponseOf<'miniAppTemplates'>[number];

/**
 * 微应用服务 (/government/gover_service): the ready forms to start from; 使用 saves a new draft
 * from one and opens it in the builder.
 */
export function Component() {
  const navigate = useNavigate();
  const { forget } = useEndpointCache();
  const { data, error, isLoading, mutate } = useEndpoint('miniAppTemplates', {});
  const start = useAction('miniAppSave', {
    onSuccess: async (draft) => {
      await forget('miniAppList');
      navigate(href('miniApp_editor', { id: draft.id }));
    },
  });

  let content;
  if (isLoading) content = <Skeleton shape="cards" count={6} columns={3} label="服务模板加载中" />;
  else if (error)
    content = <LoadFailed description="服务模板加载失败" onRetry={() => void mutate()} />;
  else if (!data || data.length === 0) content = <Empty description="暂无服务模板" />;
  else {
    content = (
      <ul className={styles.list} aria-label="服务模板">
        {data.map((template: ServiceTemplate) => (
          <li key={template.code}>
            <Card
              title={template.name}
              headingLevel={2}
              element="article"
              extra={<span className={styles.note}>{template.category}</span>}
              footer={
                <Button
                  variant="primary"
                  size="small"
                  aria-label={`使用${template.name}`}
                  isDisabled={start.isPending}
                  onPress={() => void start.run({ document: template.document })}
                >
                  使用
                </Button>
              }
            >
              <p className={styles.note}>{template.summary}</p>
              <p className={styles.note}>
                共{template.document.questions.filter(isAnswered).length}个问题
              </p>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="service-templates-title">
      <div className={styles.header}>
        <h1 id="service-templates-title" className={styles.title}>
          微应用服务
        </h1>
        <Button onPress={() => navigate(href('miniApp_editor'))}>空白表单</Button>
      </div>
      <p className={styles.note}>选择一个服务模板开始，可以修改其中的问题和设置后提交审核。</p>
      {content}
    </section>
  );
}
