import { useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Autocomplete,
  Dialog,
  DialogTrigger,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { ScrollableBody } from '../Dialog/ScrollableBody.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { RegionColumn, firstKey } from './RegionColumn.tsx';
import {
  RegionField,
  useRegionField,
  type RegionFieldProps,
  type RegionValueProps,
} from './RegionField.tsx';
import { findRegionPath, formatRegionPath, searchRegions } from './regions.ts';
import * as styles from './RegionCascader.css.ts';

export type RegionCascaderProps = RegionFieldProps &
  RegionValueProps & {
    /** 搜索框的占位文字和无障碍名称。默认 `搜索省市`。 */
    searchLabel?: string;
    /** 省份列的无障碍名称。默认 `省份`。 */
    provinceLabel?: string;
    /** 城市列的无障碍名称。默认 `城市`。 */
    cityLabel?: string;
    /** 选择省份之前城市列显示的文字。默认 `请先选择省份`。 */
    noProvinceText?: ReactNode;
    /** 搜索无结果时显示。默认 `未找到匹配的省市`。 */
    noResultsText?: ReactNode;
  };

/** The query's first occurrence in `text` set in bold accent, for a search result. */
function highlight(text: string, query: string) {
  const at = query ? text.indexOf(query) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark className={styles.match}>{query}</mark>
      {text.slice(at + query.length)}
    </>
  );
}

/**
 * Province → city cascader for desktop forms (the opening application, spec §2). The popover opens
 * on a search box: typing filters to matching "province / city" results (↓ and Enter pick one);
 * ↓ from the empty box enters the provinces, where ↑↓ browse, → or Enter open the cities, ← goes
 * back, and Enter on a city chooses it. Escape clears the search, then closes.
 */
export function RegionCascader({
  searchLabel = '搜索省市',
  provinceLabel = '省份',
  cityLabel = '城市',
  noProvinceText = '请先选择省份',
  noResultsText = '未找到匹配的省市',
  ...props
}: RegionCascaderProps) {
  const { regions, path, choose, isOpenRef, provinceListRef, cityListRef, field } =
    useRegionField(props);
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeProvince, setActiveProvince] = useState<string | null>(null);

  const openChange = (open: boolean) => {
    isOpenRef.current = open;
    setOpen(open);
    setQuery('');
    setActiveProvince(path?.province.code ?? null);
  };

  const chooseCity = (provinceCode: string, cityCode: string) => {
    const chosen = findRegionPath(regions, [provinceCode, cityCode]);
    if (!chosen) return;
    choose(chosen);
    openChange(false);
  };

  const cities = regions.find((p) => p.code === activeProvince)?.children ?? [];
  const results = searchRegions(regions, query);
  const trimmedQuery = query.trim();

  // Arrow keys between the search box and the columns. Capture phase: RAC's fields and list boxes
  // stop the keys they handle from bubbling.
  const onKeyDownCapture = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement;
    const inProvinces = provinceListRef.current?.contains(target);
    const inCities = cityListRef.current?.contains(target);
    if (e.key === 'ArrowDown' && target.tagName === 'INPUT' && !query) {
      e.preventDefault();
      provinceListRef.current?.focus();
    } else if (e.key === 'ArrowRight' && inProvinces && cities.length > 0) {
      e.preventDefault();
      cityListRef.current?.focus();
    } else if (e.key === 'ArrowLeft' && inCities) {
      e.preventDefault();
      provinceListRef.current?.focus();
    }
  };

  return (
    <RegionField
      {...field}
      wrap={(trigger, labelId) => (
        <DialogTrigger isOpen={isOpen} onOpenChange={openChange}>
          {trigger}
          <Popover placement="bottom start" offset={4} className={styles.popover}>
            <Dialog
              aria-labelledby={labelId}
              aria-label={labelId ? undefined : (field['aria-label'] ?? field.placeholder)}
              className={styles.dialog}
            >
              <div onKeyDownCapture={onKeyDownCapture} className={styles.dialogBody}>
                <Autocomplete inputValue={query} onInputChange={setQuery}>
                  {/* The popover opens ready to type, as a combobox would. */}
                  {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
                  <SearchField aria-label={searchLabel} placeholder={searchLabel} autoFocus />
                  {trimmedQuery && (
                    // The options take virtual focus (the search box keeps the real one), so the
                    // scrolling box itself joins the tab order when it overflows.
                    <ScrollableBody className={styles.results}>
                      <ListBox
                        aria-label={searchLabel}
                        items={results.map((r) => ({ id: r.city.code, ...r }))}
                        onAction={(key) => {
                          const result = results.find((r) => r.city.code === key);
                          if (result) chooseCity(result.province.code, result.city.code);
                        }}
                        renderEmptyState={() => noResultsText}
                        className={styles.resultsList}
                      >
                        {(result) => (
                          <ListBoxItem textValue={formatRegionPath(result)} className={styles.item}>
                            <span className={styles.itemText}>
                              {highlight(result.province.name, trimmedQuery)}
                              {' / '}
                              {highlight(result.city.name, trimmedQuery)}
                            </span>
                          </ListBoxItem>
                        )}
                      </ListBox>
                    </ScrollableBody>
                  )}
                </Autocomplete>
                {!trimmedQuery && (
                  <div className={styles.columns}>
                    <RegionColumn
                      aria-label={provinceLabel}
                      regions={regions}
                      selectedCode={activeProvince}
                      // Selection follows focus, so the cities follow the arrow keys.
                      selectionBehavior="replace"
                      onSelectionChange={(keys) => setActiveProvince(firstKey(keys))}
                      onAction={() => cityListRef.current?.focus()}
                      emptyText={noResultsText}
                      listRef={provinceListRef}
                      className={styles.column}
                      itemClassName={styles.item}
                    />
                    <RegionColumn
                      // A fresh list per province, so focus starts on its chosen or first city.
                      key={activeProvince}
                      aria-label={cityLabel}
                      regions={cities}
                      selectedCode={
                        path && path.province.code === activeProvince ? path.city.code : null
                      }
                      onSelectionChange={(keys) => {
                        // Choosing the city already chosen toggles it off: that still means "this one".
                        const city = firstKey(keys) ?? path?.city.code;
                        if (activeProvince && city) chooseCity(activeProvince, city);
                      }}
                      emptyText={noProvinceText}
                      listRef={cityListRef}
                      className={styles.column}
                      itemClassName={styles.item}
                    />
                  </div>
                )}
              </div>
            </Dialog>
          </Popover>
        </DialogTrigger>
      )}
    />
  );
}
