import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { chatbotSaveRequest, industries, type ChatbotSaveRequest } from '@p5g/api/contract';
import {
  Button,
  FileUpload,
  InlineNotice,
  RegionCascader,
  Select,
  SelectItem,
  Skeleton,
  TextArea,
  message,
} from '@p5g/design-system';
import { api } from '../../lib/api.ts';
import { FormTextField } from '../../lib/form/FormTextField.tsx';
import { href } from '../../lib/routes-table.ts';
import { storedUser } from '../../lib/session.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { useFailureHandler } from '../../lib/use-failure-handler.ts';
import { useAction, useEndpoint } from '../../lib/endpoint-hooks.ts';
import { chatbotActions } from './service-account-rules.ts';
import * as styles from './messaging.css.ts';

const emptyForm: ChatbotSaveRequest = {
  name: '',
  logo: '',
  description: '',
  industry: undefined as unknown as ChatbotSaveRequest['industry'],
  province: '',
  city: '',
  servicePhone: '',
  email: '',
  address: '',
};

/**
 * 创建服务号 (/createService, ?id= to edit a draft or a rejected one): managers only (spec §6). The
 * name is checked as the manager leaves the field (unique on the whole platform); saving keeps a
 * draft, 提交审核 saves and sends it to the platform review.
 */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const isManager = storedUser(localStorage)?.isChatBotManager === true;
  const { data, error, isLoading, mutate } = useEndpoint('chatbotDetail', id ? { id } : null);

  let content;
  if (!isManager) {
    content = <InlineNotice type="warning">仅管理员可创建和修改服务号。</InlineNotice>;
  } else if (id && isLoading) {
    content = <Skeleton lines={8} label="服务号加载中" />;
  } else if (id && (error || !data)) {
    content = <LoadFailed description="服务号加载失败" onRetry={() => void mutate()} />;
  } else if (data && !chatbotActions(data.status, true).edit) {
    content = <InlineNotice type="info">该服务号正在审核或已通过审核，不能修改。</InlineNotice>;
  } else {
    content = (
      <ServiceAccountForm
        initial={
          data
            ? {
                id: data.id,
                name: data.name,
                logo: data.logo,
                description: data.description,
                industry: data.industry,
                province: data.province,
                city: data.city,
                servicePhone: data.servicePhone,
                email: data.email,
                address: data.address,
              }
            : emptyForm
        }
        rejectReason={data?.rejectReason ?? null}
      />
    );
  }

  return (
    <section className={styles.page} aria-labelledby="service-account-form-title">
      <h1 id="service-account-form-title" className={styles.title}>
        {id ? '修改服务号' : '创建服务号'}
      </h1>
      {content}
    </section>
  );
}

function ServiceAccountForm({
  initial,
  rejectReason,
}: {
  initial: ChatbotSaveRequest;
  rejectReason: string | null;
}) {
  const navigate = useNavigate();
  const handleFailure = useFailureHandler();
  const [pending, setPending] = useState<'save' | 'submit' | null>(null);
  const saveChatbot = useAction('chatbotSave');
  const { control, handleSubmit, getValues, setError, setValue, trigger } =
    useForm<ChatbotSaveRequest>({
      resolver: zodResolver(chatbotSaveRequest),
      mode: 'onBlur',
      defaultValues: initial,
    });

  /** Names are unique on the whole platform, case aside; false (and the error shown) when taken. */
  async function isNameFree(name: string) {
    const free = await api
      .call('checkNameIsUnique', { kind: 'chatbot', name, id: initial.id })
      .catch(() => true);
    if (!free) setError('name', { message: '该服务号名称已被使用' });
    return free;
  }

  async function checkName() {
    if (await trigger('name')) await isNameFree(getValues('name'));
  }

  const uploadLogo = async (file: File, onProgress: (percent: number) => void) => {
    try {
      const url = await api.upload('upload', file);
      onProgress(100);
      return url;
    } catch (failure) {
      handleFailure(failure);
      throw failure;
    }
  };

  const save = (andSubmit: boolean) =>
    handleSubmit(async (form) => {
      if (!(await isNameFree(form.name))) return;
      setPending(andSubmit ? 'submit' : 'save');
      await saveChatbot.run(form, {
        onSuccess: async (saved) => {
          if (andSubmit) await api.call('chatbotSubmit', { id: saved.id });
          message.success(andSubmit ? '已提交审核' : '已保存');
          navigate(href('serviceManage'));
        },
      });
      setPending(null);
    });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(true)();
      }}
    >
      {rejectReason && (
        <InlineNotice type="error" title="平台驳回">
          {rejectReason}
        </InlineNotice>
      )}
      <FormTextField
        control={control}
        name="name"
        label="服务号名称"
        isRequired
        maxLength={20}
        description="2-20个字符，全平台唯一，将作为短信签名"
        onBlurred={() => void checkName()}
      />
      <Controller
        control={control}
        name="logo"
        render={({ field, fieldState }) => (
          <FileUpload
            label="服务号头像"
            isRequired
            upload={uploadLogo}
            accept={['jpg', 'jpeg', 'png']}
            maxSizeMB={2}
            description="jpg、png 图片，不超过 2MB"
            value={field.value || null}
            onChange={(url) => {
              field.onChange(url ?? '');
              void trigger('logo');
            }}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
            previewAlt="服务号头像"
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <TextArea
            label="服务号简介"
            isRequired
            rows={3}
            maxLength={200}
            showCount
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <div className={styles.row}>
        <Controller
          control={control}
          name="industry"
          render={({ field, fieldState }) => (
            <Select
              label="所属行业"
              isRequired
              items={industries.map((i) => ({ id: i.code, name: i.name }))}
              selectedKey={field.value ?? null}
              onSelectionChange={(key) => {
                field.onChange(key);
                void trigger('industry');
              }}
              onBlur={field.onBlur}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
          )}
        />
        <Controller
          control={control}
          name="city"
          render={({ field, fieldState }) => (
            <RegionCascader
              label="所在省市"
              isRequired
              value={
                getValues('province') && field.value ? [getValues('province'), field.value] : null
              }
              onChange={([province, city]) => {
                setValue('province', province);
                field.onChange(city);
                void trigger(['province', 'city']);
              }}
              onBlur={field.onBlur}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      </div>
      <div className={styles.row}>
        <FormTextField
          control={control}
          name="servicePhone"
          label="服务电话"
          isRequired
          inputMode="tel"
          description="手机、带区号的固话、400或95开头的号码"
        />
        <FormTextField
          control={control}
          name="email"
          label="联系邮箱"
          isRequired
          inputMode="email"
        />
      </div>
      <FormTextField control={control} name="address" label="办公地址" isRequired maxLength={100} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isLoading={pending === 'submit'}>
          提交审核
        </Button>
        <Button isLoading={pending === 'save'} onPress={() => void save(false)()}>
          保存草稿
        </Button>
        <Button variant="text" onPress={() => navigate(href('serviceManage'))}>
          取消
        </Button>
      </div>
    </form>
  );
}
