import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import {
  cardLinkKindNames,
  cardSaveRequest,
  showcaseRules,
  type BusinessCard,
  type CardLink,
} from '@p5g/api/contract';
import {
  Button,
  DialogTrigger,
  InlineNotice,
  Link,
  Select,
  SelectItem,
  ShareSheet,
  Skeleton,
  SortableGrid,
  TextArea,
  message,
  type Material,
} from '@p5g/design-system';
import { useAction, useEndpoint } from '../../lib/endpoint-hooks.ts';
import { FormTextField } from '../../lib/form/FormTextField.tsx';
import { formatTime } from '../../lib/format-time.ts';
import { href } from '../../lib/routes-table.ts';
import { saveStateNames, useAutosave } from '../../lib/use-autosave.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { MaterialDialog, type MaterialRequest } from '../../lib/ui/MaterialDialog.tsx';
import { PublicLinkFact, QrCodeDialog } from '../../lib/ui/PublicLink.tsx';
import { StatusTag } from '../../lib/ui/StatusTag.tsx';
import {
  addressChoices,
  addressToSave,
  blankAddress,
  chooseLevel,
  type AddressForm,
} from './card-address.ts';
import * as styles from './showcases.css.ts';

type Contact = { name: string; title: string; mobile: string; phone: string; email: string };
type Fields = { name: string; introduction: string; contacts: Contact[]; address: AddressForm };

const blankContact: Contact = { name: '', title: '', mobile: '', phone: '', email: '' };
const logoRequest: MaterialRequest = { kind: 'image', purpose: '标志' };
/** The console preview's zoom of the desktop company home (spec §3 userHomeScale, default 1). */
const previewScales = [1, 0.75, 0.5] as const;

/**
 * 商务名片 (/travel/travel_card, the account centre's business-showcase view link): the company's
 * card — name, logo, contacts, address (region tree and streets), introduction and the published
 * items it links, in order — saved a moment after each change. 发布 makes it the head of the
 * company home (/user-home/{id}) while the business-showcase period lasts; the page then gives
 * its link, QR code, share sheet and a preview of the desktop layout.
 */
export function Component() {
  const card = useEndpoint('cardGet', {});
  if (card.error) {
    return <LoadFailed description="商务名片加载失败" onRetry={() => void card.mutate()} />;
  }
  if (!card.data) return <Skeleton shape="text" label="商务名片加载中" />;
  return <CardForm initial={card.data} />;
}

function CardForm({ initial }: { initial: BusinessCard }) {
  const [saved, setSaved] = useState(initial);
  const [logo, setLogo] = useState(
    initial.logoMaterialId && initial.logoUrl
      ? { id: initial.logoMaterialId, url: initial.logoUrl }
      : null,
  );
  const [links, setLinks] = useState<CardLink[]>(initial.links);
  const [choosingLogo, setChoosingLogo] = useState(false);
  const [showingCode, setShowingCode] = useState(false);
  const form = useForm<Fields>({
    mode: 'onTouched',
    defaultValues: {
      name: initial.name,
      introduction: initial.introduction,
      contacts: initial.contacts,
      address: initial.address ?? blankAddress,
    },
  });
  const values = useWatch({ control: form.control });
  const changed = useMemo(() => ({ values, logo, links }), [values, logo, links]);
  const parsed = useMemo(
    () =>
      cardSaveRequest.safeParse({
        name: changed.values.name,
        introduction: changed.values.introduction,
        contacts: changed.values.contacts,
        address: addressToSave({ ...blankAddress, ...changed.values.address }),
        logoMaterialId: changed.logo?.id ?? null,
        links: changed.links.map(({ kind, id }) => ({ kind, id })),
      }),
    [changed],
  );
  const save = useAction('cardSave');
  const saveState = useAutosave({
    id: saved.id,
    save: ({ document }) => save.run(document),
    document: parsed.success ? parsed.data : null,
    changed,
    onCreated: () => {},
    onSaved: (card: BusinessCard) => setSaved(card),
  });
  const publish = useAction('cardPublish', {
    onSuccess: (card) => {
      setSaved(card);
      message.success('已发布');
    },
  });
  const unpublish = useAction('cardUnpublish', {
    onSuccess: (card) => {
      setSaved(card);
      message.success('已下架');
    },
  });
  const pickLogo = (material: Material | null) => {
    setChoosingLogo(false);
    if (material) setLogo({ id: material.id, url: material.url });
  };

  return (
    <section className={styles.page} aria-labelledby="card-title">
      <div className={styles.header}>
        <h1 id="card-title" className={styles.title}>
          商务名片
        </h1>
        <StatusTag family="showcase" value={saved.status} />
        <p className={styles.saveState} role="status">
          {saveStateNames[saveState]}
        </p>
        <div className={styles.actions}>
          {saved.live && saved.share && (
            <DialogTrigger>
              <Button>分享</Button>
              <ShareSheet data={saved.share} />
            </DialogTrigger>
          )}
          {saved.status === 'published' ? (
            <Button isLoading={unpublish.isPending} onPress={() => void unpublish.run({})}>
              下架
            </Button>
          ) : (
            <Button
              variant="primary"
              isDisabled={saved.id === null || saveState !== 'saved'}
              isLoading={publish.isPending}
              onPress={() => void publish.run({})}
            >
              发布
            </Button>
          )}
        </div>
      </div>
      <ShowcasePeriod card={saved} onShowCode={() => setShowingCode(true)} />
      <div className={styles.workspace}>
        <form className={styles.editor} aria-label="名片内容" onSubmit={(e) => e.preventDefault()}>
          <section className={styles.panel} aria-label="基本信息">
            <FormTextField
              control={form.control}
              name="name"
              label="名称"
              isRequired
              maxLength={showcaseRules.cardNameMax}
              description={`单位或品牌名称，不超过${showcaseRules.cardNameMax}个字`}
            />
            <div className={styles.chosen} role="group" aria-label="标志">
              <span>标志：</span>
              {logo ? (
                <img className={styles.thumb} src={logo.url} alt="已选标志" />
              ) : (
                <span className={styles.note}>未选择</span>
              )}
              <Button size="small" onPress={() => setChoosingLogo(true)}>
                {logo ? '更换标志' : '选择标志'}
              </Button>
              {logo && (
                <Button variant="text" size="small" onPress={() => setLogo(null)}>
                  移除标志
                </Button>
              )}
            </div>
            <Controller
              control={form.control}
              name="introduction"
              render={({ field }) => (
                <TextArea
                  label="简介"
                  rows={4}
                  maxLength={showcaseRules.introductionMax}
                  description={`不超过${showcaseRules.introductionMax}个字`}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </section>
          <ContactFields control={form.control} />
          <AddressFields control={form.control} />
          <LinkFields links={links} onChange={setLinks} />
          {!parsed.success && saveState === 'invalid' && (
            <InlineNotice type="warning">
              {parsed.error.issues[0]?.message ?? '请检查填写的内容'}
            </InlineNotice>
          )}
        </form>
        <HomePreview card={saved} />
      </div>
      <MaterialDialog
        request={choosingLogo ? logoRequest : null}
        onPick={pickLogo}
        onClose={() => setChoosingLogo(false)}
      />
      <QrCodeDialog
        item={showingCode ? { title: saved.name, publicUrl: saved.publicUrl } : null}
        purpose="访问企业主页"
        onClose={() => setShowingCode(false)}
      />
    </section>
  );
}

/** The business-showcase period and the company home's link while it is public. */
function ShowcasePeriod({ card, onShowCode }: { card: BusinessCard; onShowCode: () => void }) {
  if (!card.showcaseUntil) {
    return (
      <InlineNotice type="warning">
        商务展示未订购或已到期，名片可以编辑，订购后才能发布。{' '}
        <Link href={href('setmeal', { currentTab: 'service_function' })}>去订购</Link>
      </InlineNotice>
    );
  }
  return (
    <dl className={styles.facts}>
      <dt className={styles.term}>商务展示有效期至</dt>
      <dd className={styles.definition}>{card.showcaseUntil}</dd>
      {card.live && card.publicUrl && (
        <PublicLinkFact name="企业主页" url={card.publicUrl} onShowCode={onShowCode} />
      )}
      {card.publishTime && (
        <>
          <dt className={styles.term}>发布时间</dt>
          <dd className={styles.definition}>{formatTime(card.publishTime)}</dd>
        </>
      )}
    </dl>
  );
}

function ContactFields({ control }: { control: Control<Fields> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'contacts' });
  return (
    <section className={styles.panel} aria-labelledby="contacts-title">
      <h2 id="contacts-title" className={styles.subtitle}>
        联系人
      </h2>
      {fields.map((contact, index) => (
        <fieldset key={contact.id} className={styles.editor}>
          <legend>联系人{index + 1}</legend>
          <div className={styles.row}>
            <FormTextField
              control={control}
              name={`contacts.${index}.name`}
              label="姓名"
              isRequired
              maxLength={showcaseRules.contactNameMax}
            />
            <FormTextField
              control={control}
              name={`contacts.${index}.title`}
              label="职务"
              maxLength={showcaseRules.contactTitleMax}
            />
            <FormTextField
              control={control}
              name={`contacts.${index}.mobile`}
              label="手机号码"
              inputMode="tel"
              maxLength={11}
            />
            <FormTextField
              control={control}
              name={`contacts.${index}.phone`}
              label="固定电话"
              inputMode="tel"
              maxLength={13}
            />
            <FormTextField
              control={control}
              name={`contacts.${index}.email`}
              label="邮箱"
              inputMode="email"
              maxLength={60}
            />
          </div>
          <div>
            <Button variant="text" size="small" onPress={() => remove(index)}>
              删除联系人{index + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      <p className={styles.note}>
        最多{showcaseRules.contactsMax}位；手机号码和固定电话至少填写一项
      </p>
      <div>
        <Button
          size="small"
          isDisabled={fields.length >= showcaseRules.contactsMax}
          onPress={() => append(blankContact)}
        >
          添加联系人
        </Button>
      </div>
    </section>
  );
}

/** Province, city and district from the region tree, the street of base/getTravelStreet, detail. */
function AddressFields({ control }: { control: Control<Fields> }) {
  const tree = useEndpoint('areaTree', {});
  return (
    <section className={styles.panel} aria-labelledby="address-title">
      <h2 id="address-title" className={styles.subtitle}>
        地址
      </h2>
      <Controller
        control={control}
        name="address"
        render={({ field }) => (
          <AddressChoice
            tree={tree.data ?? []}
            address={field.value}
            onChange={(address) => field.onChange(address)}
          />
        )}
      />
      <FormTextField
        control={control}
        name="address.detail"
        label="详细地址"
        maxLength={showcaseRules.addressDetailMax}
      />
    </section>
  );
}

function AddressChoice({
  tree,
  address,
  onChange,
}: {
  tree: Parameters<typeof addressChoices>[0];
  address: AddressForm;
  onChange: (address: AddressForm) => void;
}) {
  const { provinces, cities, districts } = addressChoices(tree, address);
  const streets = useEndpoint(
    'streets',
    address.districtCode ? { districtCode: address.districtCode } : null,
  );
  const levels = [
    { key: 'provinceCode', label: '省份', items: provinces },
    { key: 'cityCode', label: '城市', items: cities },
    { key: 'districtCode', label: '区县', items: districts },
  ] as const;
  return (
    <div className={styles.row}>
      {levels.map((level) => (
        <Select
          key={level.key}
          label={level.label}
          items={level.items}
          selectedKey={address[level.key] || null}
          onSelectionChange={(code) =>
            code !== null && onChange(chooseLevel(address, level.key, String(code)))
          }
        >
          {(region) => <SelectItem id={region.code}>{region.name}</SelectItem>}
        </Select>
      ))}
      <Select
        label="街道"
        items={streets.data ?? []}
        selectedKey={address.streetCode || null}
        onSelectionChange={(code) =>
          code !== null && onChange({ ...address, streetCode: String(code) })
        }
        emptyText={address.districtCode ? '暂无街道' : '请先选择区县'}
      >
        {(street) => <SelectItem id={street.code}>{street.name}</SelectItem>}
      </Select>
    </div>
  );
}

/** The published items the card links, in the order the company home lists them. */
function LinkFields({
  links,
  onChange,
}: {
  links: CardLink[];
  onChange: (links: CardLink[]) => void;
}) {
  const linkables = useEndpoint('cardLinkables', {});
  const [adding, setAdding] = useState<string | null>(null);
  const keyOf = (link: Pick<CardLink, 'kind' | 'id'>) => `${link.kind}:${link.id}`;
  const chosen = new Set(links.map(keyOf));
  const offered = (linkables.data ?? []).filter((link) => !chosen.has(keyOf(link)));
  const items = links.map((link) => ({ ...link, id: keyOf(link), itemId: link.id }));
  const label = (link: CardLink) => `${cardLinkKindNames[link.kind]}：${link.title}`;
  return (
    <section className={styles.panel} aria-labelledby="links-title">
      <h2 id="links-title" className={styles.subtitle}>
        关联内容（{links.length}/{showcaseRules.cardLinksMax}）
      </h2>
      <p className={styles.note}>
        已上线的微应用、微传播，已发布的电子画册和+媒体；企业主页按这里的顺序显示。
      </p>
      <div className={styles.chosen}>
        <Select
          label="选择内容"
          items={offered.map((link) => ({ ...link, key: keyOf(link) }))}
          selectedKey={adding}
          onSelectionChange={(key) => setAdding(key === null ? null : String(key))}
          emptyText="暂无可关联的内容"
        >
          {(link) => <SelectItem id={link.key}>{label(link)}</SelectItem>}
        </Select>
        <Button
          size="small"
          isDisabled={adding === null || links.length >= showcaseRules.cardLinksMax}
          onPress={() => {
            const link = offered.find((candidate) => keyOf(candidate) === adding);
            if (link) onChange([...links, link]);
            setAdding(null);
          }}
        >
          添加关联
        </Button>
      </div>
      <SortableGrid
        aria-label="关联内容"
        items={items}
        itemLabel={(item) => label({ ...item, id: item.itemId })}
        onReorder={(next) => onChange(next.map(({ itemId, ...link }) => ({ ...link, id: itemId })))}
        emptyState="还没有关联内容"
        actions={(item) => (
          <Button
            size="small"
            variant="text"
            onPress={() => onChange(links.filter((link) => keyOf(link) !== item.id))}
          >
            移除
          </Button>
        )}
      >
        {(item) => (
          <div className={styles.pageCaption}>
            <span className={styles.note}>{cardLinkKindNames[item.kind]}</span>
            <span>{item.title}</span>
            {!item.available && <span className={styles.note}>已下线，主页不显示</span>}
          </div>
        )}
      </SortableGrid>
    </section>
  );
}

/** The desktop company home as visitors see it, at the chosen zoom (userHomeScale). */
function HomePreview({ card }: { card: BusinessCard }) {
  const [scale, setScale] = useState<number>(1);
  return (
    <aside className={styles.panel} aria-label="企业主页预览">
      <h2 className={styles.subtitle}>企业主页预览</h2>
      {card.live && card.pcUrl ? (
        <>
          <Select
            label="缩放"
            selectedKey={String(scale)}
            onSelectionChange={(key) => key !== null && setScale(Number(key))}
          >
            {previewScales.map((value) => (
              <SelectItem key={value} id={String(value)}>
                {`${value * 100}%`}
              </SelectItem>
            ))}
          </Select>
          {/* A picture of the page, scaled: out of the focus order and the accessibility tree
              (its landmarks would stand beside the console's); the address above leads there. */}
          <div className={styles.previewFrame} inert>
            <iframe
              title="企业主页电脑版预览"
              src={card.pcUrl}
              className={styles.previewPage}
              style={{ transform: `scale(${scale})`, width: `${100 / scale}%` }}
            />
          </div>
        </>
      ) : (
        <p className={styles.note}>发布后在这里预览企业主页（保存的内容立即生效）。</p>
      )}
    </aside>
  );
}
