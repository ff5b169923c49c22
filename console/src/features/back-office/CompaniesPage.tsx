import { useState } from 'react';
import {
  Button,
  Dialog,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  TextArea,
  TextField,
  message,
  type TableColumn,
} from '@p5g/design-system';
import { formatBalance } from '@p5g/design-system/format';
import { filterInt } from '@p5g/design-system/input-filters';
import { billTabs } from '../../lib/bill-tabs.ts';
import { useAction } from '../../lib/endpoint-hooks.ts';
import { usePagedList, type ListItem } from '../../lib/use-paged-list.ts';
import {
  ledgerEntryRequestOf,
  ledgerKinds,
  type LedgerEntryForm,
  type LedgerEntryResult,
} from './ledger-entry.ts';
import { PagedTable } from '../../lib/ui/PagedTable.tsx';
import { BackOfficeFrame } from './BackOfficeFrame.tsx';
import * as styles from './BackOffice.css.ts';

type Company = ListItem<'manageCompanies'>;

const balanceOf = (company: Company, category: number) =>
  company.balances.find((b) => b.category === category)?.quantity ?? 0;

/** Customer companies with their level and balances; manual adjustment, refund and postponement. */
export function Component() {
  const [keyword, setKeyword] = useState('');
  const list = usePagedList('manageCompanies', {});
  const [adjusting, setAdjusting] = useState<Company | null>(null);

  const columns: TableColumn<Company>[] = [
    { id: 'name', header: '单位名称', cell: (c) => c.name },
    { id: 'level', header: '客户等级', width: 110, cell: (c) => c.levelName },
    ...billTabs.map((tab): TableColumn<Company> => ({
      id: `balance-${tab.id}`,
      header: tab.title,
      width: 120,
      align: 'end',
      cell: (c) => formatBalance(balanceOf(c, tab.id)),
    })),
    {
      id: 'actions',
      header: '操作',
      width: 90,
      cell: (c) => (
        <Button variant="text" size="small" onPress={() => setAdjusting(c)}>
          调整
        </Button>
      ),
    },
  ];

  return (
    <BackOfficeFrame title="客户单位">
      <section className={styles.panel} aria-label="客户单位列表">
        <form
          className={styles.filters}
          aria-label="单位筛选"
          onSubmit={(event) => {
            event.preventDefault();
            const applied = keyword.trim();
            list.applyFilters(applied ? { keyword: applied } : {});
          }}
        >
          <TextField
            label="单位名称"
            width={260}
            maxLength={50}
            value={keyword}
            onChange={setKeyword}
          />
          <Button type="submit" variant="primary">
            查询
          </Button>
        </form>
        <PagedTable
          aria-label="客户单位"
          columns={columns}
          getRowId={(c) => c.companyId}
          {...list.table}
          failedDescription="客户单位加载失败"
          emptyDescription="暂无客户单位"
        />
      </section>
      <Dialog
        title={`余额调整：${adjusting?.name ?? ''}`}
        isOpen={adjusting !== null}
        onOpenChange={(isOpen) => !isOpen && setAdjusting(null)}
      >
        {adjusting && (
          <LedgerEntryFormView
            company={adjusting}
            onDone={async () => {
              setAdjusting(null);
              await list.mutate();
            }}
          />
        )}
      </Dialog>
    </BackOfficeFrame>
  );
}

function LedgerEntryFormView({
  company,
  onDone,
}: {
  company: Company;
  onDone: () => Promise<void>;
}) {
  const [form, setForm] = useState<LedgerEntryForm>({
    kind: 3,
    category: billTabs[0]!.id,
    amount: '',
    orderNo: '',
    reason: '',
  });
  const [errors, setErrors] = useState<Extract<LedgerEntryResult, { ok: false }>['errors']>({});
  const kind = ledgerKinds.find((k) => k.kind === form.kind)!;
  const update = (patch: Partial<LedgerEntryForm>) => {
    setForm({ ...form, ...patch });
    setErrors({});
  };

  const enter = useAction('manageLedgerEntry', {
    onSuccess: async () => {
      message.success(`${kind.title}成功`);
      await onDone();
    },
  });

  function submit() {
    const result = ledgerEntryRequestOf(company.companyId, form);
    if (result.ok) void enter.run(result.request);
    else setErrors(result.errors);
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <RadioGroup
        label="调整类型"
        orientation="horizontal"
        value={String(form.kind)}
        onChange={(value) => update({ kind: Number(value) as LedgerEntryForm['kind'] })}
      >
        {ledgerKinds.map((k) => (
          <Radio key={k.kind} value={String(k.kind)}>
            {k.title}
          </Radio>
        ))}
      </RadioGroup>
      <Select
        label="余额类别"
        items={billTabs}
        selectedKey={form.category}
        onSelectionChange={(key) => update({ category: Number(key) })}
        isInvalid={errors.category !== undefined}
        errorMessage={errors.category}
      >
        {(item) => <SelectItem id={item.id}>{item.title}</SelectItem>}
      </Select>
      <TextField
        label={kind.amountLabel}
        isRequired
        inputMode="numeric"
        filter={filterInt}
        maxLength={8}
        value={form.amount}
        onChange={(amount) => update({ amount })}
        isInvalid={errors.amount !== undefined}
        errorMessage={errors.amount}
      />
      {form.kind === 6 && (
        <TextField
          label="关联订单号"
          description="选填：退回某个订单的数量时填写"
          maxLength={24}
          value={form.orderNo}
          onChange={(orderNo) => update({ orderNo })}
          isInvalid={errors.orderNo !== undefined}
          errorMessage={errors.orderNo}
        />
      )}
      <TextArea
        label="原因"
        isRequired
        rows={3}
        maxLength={200}
        showCount
        value={form.reason}
        onChange={(reason) => update({ reason })}
        isInvalid={errors.reason !== undefined}
        errorMessage={errors.reason}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isLoading={enter.isPending}>
          确认{kind.title}
        </Button>
      </div>
    </form>
  );
}
