import { useState } from 'react';
import { z } from 'zod';
import {
  articleTempLinkRequest,
  tempLinkRules,
  type ArticleSummary,
  type ArticleTempLink,
} from '@p5g/api/contract';
import { Controller } from 'react-hook-form';
import { CopyButton, Dialog, QrCode, TextArea } from '@p5g/design-system';
import { formatTime } from '../../lib/format-time.ts';
import { FormDialog } from '../../lib/ui/FormDialog.tsx';
import { mobilesOf } from './temp-link.ts';
import * as styles from './micro-propagation.css.ts';

/** The numbers as typed, checked one by one by the contract's rule for the request. */
const tempLinkForm = z.object({
  mobiles: z.string().superRefine((text, context) => {
    const checked = articleTempLinkRequest.shape.mobiles.safeParse(mobilesOf(text));
    if (!checked.success)
      context.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
  }),
});
type TempLinkForm = z.infer<typeof tempLinkForm>;

/**
 * 分享预览 (article/getTempLink, spec §5): a link to the article as it stands, valid one hour, that
 * only the whitelisted mobile numbers (up to ten, each verified by an SMS code) may open; shown
 * with copy and a QR code once made.
 */
export function TempLinkDialog({
  article,
  onClose,
}: {
  /** The article to share; null keeps the dialog closed. */
  article: Pick<ArticleSummary, 'id' | 'title'> | null;
  onClose: () => void;
}) {
  const [made, setMade] = useState<ArticleTempLink | null>(null);
  return (
    <>
      <FormDialog
        title="分享预览"
        isOpen={article !== null && made === null}
        onClose={onClose}
        schema={tempLinkForm}
        defaultValues={{ mobiles: '' }}
        action="articleTempLink"
        toInput={(form: TempLinkForm) => ({ id: article!.id, mobiles: mobilesOf(form.mobiles) })}
        successMessage="分享预览链接已生成"
        submitLabel="生成链接"
        onSaved={setMade}
      >
        {({ control }) => (
          <Controller
            control={control}
            name="mobiles"
            render={({ field, fieldState }) => (
              <TextArea
                label="可查看的手机号码"
                description={`每行一个，最多${tempLinkRules.mobilesMax}个；链接${tempLinkRules.validMinutes / 60}小时内有效，打开时须用短信验证码验证号码`}
                rows={5}
                isRequired
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        )}
      </FormDialog>
      <Dialog
        title="分享预览链接"
        size="small"
        isOpen={made !== null}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          setMade(null);
          onClose();
        }}
      >
        {made && (
          <div className={styles.qrBox}>
            <QrCode value={made.url} label={`${article?.title ?? ''}的分享预览二维码`} size={180} />
            <p className={`${styles.note} ${styles.link}`}>
              <span>{made.url}</span>
              <CopyButton text={made.url} what="分享预览链接" />
            </p>
            <p className={styles.note}>
              有效期至 {formatTime(made.expireTime)}，仅限 {made.mobiles.join('、')} 查看
            </p>
          </div>
        )}
      </Dialog>
    </>
  );
}
