import { useState } from 'react';
import { SearchField, Select, SelectItem } from '@p5g/design-system';

const allStatuses = 'all';

/**
 * What a list of the company's items (templates, micro-apps) is filtered by, and the page shown:
 * a new status or name starts the list again at its first page. `status` is undefined for 全部状态.
 */
export function useListFilters() {
  const [status, setStatus] = useState<string>(allStatuses);
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  return {
    status: status === allStatuses ? undefined : Number(status),
    name,
    page,
    setPage,
    /** Whether a status or a name narrows the list (an empty list then says so). */
    isFiltered: status !== allStatuses || name !== '',
    statusKey: status,
    filterByStatus: (key: string) => {
      setStatus(key);
      setPage(1);
    },
    filterByName: (value: string) => {
      setName(value);
      setPage(1);
    },
    clearName: () => setName(''),
  };
}

export type ListFiltersProps = {
  /** The list's filters and page, from `useListFilters`. */
  filters: ReturnType<typeof useListFilters>;
  /** Each status's name by its number, offered after 全部状态. Default: no 状态 select. */
  statusNames?: Readonly<Record<number, string>>;
  /** The search field's label, e.g. `模板名称`. */
  nameLabel: string;
  /** The search field's placeholder, e.g. `输入模板名称后按回车`. */
  namePlaceholder: string;
  /** The longest name the search takes. */
  nameMaxLength: number;
};

/**
 * The filters above a list of the company's items: a 状态 select (全部状态 first) and a search by
 * name, applied when Enter is pressed. Place them in the page's filter row.
 */
export function ListFilters({
  filters,
  statusNames,
  nameLabel,
  namePlaceholder,
  nameMaxLength,
}: ListFiltersProps) {
  return (
    <>
      {statusNames && (
        <Select
          label="状态"
          items={[
            { id: allStatuses, name: '全部状态' },
            ...Object.entries(statusNames).map(([value, name]) => ({ id: value, name })),
          ]}
          selectedKey={filters.statusKey}
          onSelectionChange={(key) => filters.filterByStatus(String(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      )}
      <SearchField
        label={nameLabel}
        placeholder={namePlaceholder}
        maxLength={nameMaxLength}
        onSubmit={(value) => filters.filterByName(value.trim())}
        onClear={filters.clearName}
      />
    </>
  );
}
