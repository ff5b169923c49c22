import { useState } from 'react';
import {
  codes,
  saveWebhookRequest,
  webhookTopicCodes,
  webhookTopics,
  type ResponseOf,
  type WebhookSettings,
  type WebhookTopic,
} from '@p5g/api/contract';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  ConfirmDialog,
  Switch,
  TextField,
  message,
} from '@p5g/design-system';
import { ApiCallError } from '../../../lib/api-client.ts';
import { useAction } from '../../../lib/endpoint-hooks.ts';
import { SecretShownOnce } from '../../../lib/ui/SecretShownOnce.tsx';
import * as styles from './webhooks.css.ts';

type Props = {
  settings: WebhookSettings | null;
  /** After a save, a new secret or a test event: the settings and the log are asked again. */
  onChanged: () => Promise<unknown>;
  /** A test event was sent: its delivery, to show. */
  onTested: (delivery: ResponseOf<'sendWebhookTest'>) => void;
};

/**
 * 消息推送设置: the HTTPS address, the events it receives and the switch; the signing secret,
 * shown once when it is made (first save, 重置签名密钥) with a copy button; 发送测试事件.
 */
export function WebhookSettingsForm({ settings, onChanged, onTested }: Props) {
  const [url, setUrl] = useState(settings?.url ?? '');
  const [topics, setTopics] = useState<WebhookTopic[]>(settings?.topics ?? [...webhookTopicCodes]);
  const [enabled, setEnabled] = useState(settings?.enabled ?? true);
  const [problem, setProblem] = useState<string>();
  const [secret, setSecret] = useState<string | null>(null);
  const [confirmingRotate, setConfirmingRotate] = useState(false);

  const save = useAction('saveWebhook', {
    onSuccess: async (saved) => {
      if (saved.secret) setSecret(saved.secret);
      message.success('消息推送设置已保存');
      await onChanged();
    },
  });
  const rotate = useAction('rotateWebhookSecret', {
    onSuccess: async ({ secret: fresh }) => {
      setSecret(fresh);
      setConfirmingRotate(false);
      message.success('签名密钥已重置，旧密钥已失效');
      await onChanged();
    },
  });
  const test = useAction('sendWebhookTest', {
    onSuccess: async (delivery) => {
      if (delivery.state === 'delivered') message.success('测试事件已送达');
      else message.error('测试事件投递失败，请查看推送记录');
      onTested(delivery);
      await onChanged();
    },
  });

  function submit() {
    const checked = saveWebhookRequest.safeParse({ url, topics, enabled });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    void save.run(checked.data, {
      onFailure: (error, handleFailure) => {
        // The server's refusal of the address (not HTTPS, not public) belongs beside the field.
        const refusal = error instanceof ApiCallError ? error.failure : null;
        if (refusal?.kind === 'envelope' && refusal.code === codes.invalidRequest) {
          setProblem(refusal.msg);
        } else handleFailure(error);
      },
    });
  }

  return (
    <div className={styles.section}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label="推送地址"
          description="须为 https:// 开头的公网地址；不跟随重定向。"
          isRequired
          type="url"
          maxLength={500}
          value={url}
          onChange={(value) => {
            setUrl(value);
            setProblem(undefined);
          }}
          isInvalid={problem !== undefined}
          errorMessage={problem}
        />
        <CheckboxGroup
          label="推送事件"
          orientation="horizontal"
          value={topics}
          onChange={(value) => setTopics(value as WebhookTopic[])}
        >
          {webhookTopicCodes.map((topic) => (
            <Checkbox key={topic} value={topic}>
              {webhookTopics[topic]}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <Switch isSelected={enabled} onChange={setEnabled}>
          启用消息推送
        </Switch>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isLoading={save.isPending}>
            保存
          </Button>
          {settings && (
            <>
              <Button
                variant="secondary"
                isLoading={test.isPending}
                onPress={() => void test.run({})}
              >
                发送测试事件
              </Button>
              <Button variant="secondary" onPress={() => setConfirmingRotate(true)}>
                重置签名密钥
              </Button>
            </>
          )}
        </div>
      </form>
      {secret ? (
        <SecretShownOnce
          notice="签名密钥仅显示这一次，请立即复制并妥善保存。"
          values={[{ name: '签名密钥', value: secret }]}
        />
      ) : (
        settings && <p>签名密钥：末四位 {settings.secretHint}（如已遗失，请重置签名密钥）</p>
      )}
      <ConfirmDialog
        isOpen={confirmingRotate}
        onOpenChange={setConfirmingRotate}
        title="重置签名密钥？"
        message="旧密钥立即失效，此后的推送都用新密钥签名；请同时更新接收方的密钥。"
        confirmLabel="重置"
        tone="danger"
        isConfirmLoading={rotate.isPending}
        onConfirm={() => void rotate.run({})}
      />
    </div>
  );
}
