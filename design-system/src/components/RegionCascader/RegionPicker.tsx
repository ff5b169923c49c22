import { useState, type ReactNode } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { BottomSheet } from '../BottomSheet/BottomSheet.tsx';
import { RegionColumn, firstKey } from './RegionColumn.tsx';
import {
  RegionField,
  useRegionField,
  type RegionFieldProps,
  type RegionValueProps,
} from './RegionField.tsx';
import { findRegionPath } from './regions.ts';
import * as styles from './RegionCascader.css.ts';

export type RegionPickerProps = RegionFieldProps &
  RegionValueProps & {
    /** 面板标题，也是其无障碍名称。默认 `选择所在省市`。 */
    title?: string;
    /** 省份列的无障碍名称。默认 `省份`。 */
    provinceLabel?: string;
    /** 城市列的无障碍名称。默认 `城市`。 */
    cityLabel?: string;
    /** 选择省份之前城市列显示的文字。默认 `请先选择省份`。 */
    noProvinceText?: ReactNode;
  };

/**
 * The mobile area picker (spec §2, §9): the field opens a bottom sheet 380 px tall (at most half the
 * screen) with provinces and cities side by side; 确定 takes the choice, 取消 leaves it unchanged.
 * 确定 stays disabled until a city is chosen.
 */
export function RegionPicker({
  title = '选择所在省市',
  provinceLabel = '省份',
  cityLabel = '城市',
  noProvinceText = '请先选择省份',
  ...props
}: RegionPickerProps) {
  const { regions, path, choose, isOpenRef, provinceListRef, cityListRef, field } =
    useRegionField(props);
  const [draftProvince, setDraftProvince] = useState<string | null>(null);
  const [draftCity, setDraftCity] = useState<string | null>(null);

  const draft =
    draftProvince && draftCity ? findRegionPath(regions, [draftProvince, draftCity]) : undefined;
  const cities = regions.find((p) => p.code === draftProvince)?.children ?? [];

  return (
    <RegionField
      {...field}
      isTouch
      wrap={(trigger) => (
        <DialogTrigger
          onOpenChange={(open) => {
            isOpenRef.current = open;
            // Each opening starts from the current value: a cancelled draft is forgotten.
            setDraftProvince(path?.province.code ?? null);
            setDraftCity(path?.city.code ?? null);
          }}
        >
          {trigger}
          <BottomSheet
            title={title}
            height={380}
            maxHeight="50vh"
            isConfirmDisabled={!draft}
            onConfirm={() => {
              if (draft) choose(draft);
            }}
          >
            <div className={styles.sheetColumns}>
              <RegionColumn
                aria-label={provinceLabel}
                regions={regions}
                selectedCode={draftProvince}
                selectionBehavior="replace"
                onSelectionChange={(keys) => {
                  setDraftProvince(firstKey(keys));
                  setDraftCity(null);
                }}
                emptyText={noProvinceText}
                listRef={provinceListRef}
                className={styles.sheetColumn}
                itemClassName={styles.sheetItem}
              />
              <RegionColumn
                key={draftProvince}
                aria-label={cityLabel}
                regions={cities}
                selectedCode={draftCity}
                selectionBehavior="replace"
                onSelectionChange={(keys) => setDraftCity(firstKey(keys))}
                emptyText={noProvinceText}
                listRef={cityListRef}
                className={styles.sheetColumn}
                itemClassName={styles.sheetItem}
              />
            </div>
          </BottomSheet>
        </DialogTrigger>
      )}
    />
  );
}
