import { useSearchParams } from 'react-router-dom';
import { Empty, Skeleton } from '@p5g/design-system';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { ArticlePreview, type PreviewDevice } from '../../lib/ui/ArticlePreview.tsx';
import * as styles from './micro-propagation.css.ts';

/** /mpEidtPreiview?id=: the article being edited, as saved last, on a desktop page. */
export function Component() {
  return <PreviewPage device="desktop" />;
}

/** /mpEidtPreiviewM?id=: the same on a phone. */
export function PhonePreviewPage() {
  return <PreviewPage device="phone" />;
}

const labels: Record<PreviewDevice, string> = { desktop: '电脑预览', phone: '手机预览' };

function PreviewPage({ device }: { device: PreviewDevice }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data, error, mutate } = useEndpoint('articleGet', id ? { id } : null);
  let content;
  if (!id) content = <Empty description="缺少要预览的微传播" />;
  else if (error)
    content = <LoadFailed description="微传播加载失败" onRetry={() => void mutate()} />;
  else if (!data) content = <Skeleton shape="text" label="微传播加载中" />;
  else
    content = (
      <ArticlePreview
        document={data.document}
        html={data.html}
        device={device}
        label={labels[device]}
        titleLevel={1}
      />
    );
  return (
    <main className={styles.previewPage} aria-label={labels[device]}>
      {content}
    </main>
  );
}
