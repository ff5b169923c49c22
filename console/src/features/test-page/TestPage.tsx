import { useState } from 'react';
import { basePath } from '@p5g/api/contract';
import { Button, TextArea } from '@p5g/design-system';
import * as styles from './TestPage.css.ts';

/** /test (spec §2): a box to paste into and a way back to the home page. Nothing is sent. */
export function Component() {
  const [text, setText] = useState('');
  return (
    <section className={styles.panel} aria-labelledby="test-title">
      <h1 id="test-title" className={styles.title}>
        测试
      </h1>
      <TextArea
        label="粘贴内容"
        description="可将复制的内容粘贴到此处查看，内容不会上传或保存。"
        rows={10}
        value={text}
        onChange={setText}
      />
      <p className={styles.count} aria-live="polite">
        共 {text.length} 个字符
      </p>
      <div>
        <Button variant="primary" onPress={() => window.location.assign(`${basePath}/index`)}>
          返回首页
        </Button>
      </div>
    </section>
  );
}
