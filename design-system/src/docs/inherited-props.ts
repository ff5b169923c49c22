import type { PropItem } from 'react-docgen-typescript';
import type { ArgTypesEnhancer } from 'storybook/internal/types';

/**
 * The props our components inherit from react-aria that a docs page lists (state, value and the
 * main callbacks), with their descriptions in Chinese: react-aria's own doc comments are English.
 * The other inherited props (DOM events, ARIA attributes, form plumbing, `slot`, `render`…) number
 * about a hundred per component and would bury the component's own props.
 */
export const inheritedPropDescriptions: Record<string, string> = {
  children: '内容。',
  isDisabled: '禁用：置灰，不能获得焦点，不响应操作。',
  isReadOnly: '只读：可以获得焦点和选中文字，但不能修改。',
  isRequired: '必填：标签上显示星号，并向读屏软件朗读 必填。',
  isInvalid: '标记为无效：红色边框，显示并播报错误信息（表单库校验后传入）。',
  validate:
    '校验函数：返回错误信息（或信息数组）表示无效，返回 `true`、`null` 或 `undefined` 表示有效。',
  value: '当前值（受控）。',
  defaultValue: '初始值（非受控）。',
  onChange: '值变化时以新值调用。',
  onPress: '点击（鼠标、触摸、键盘Enter或空格）时调用。',
  onBlur: '失去焦点时调用（如在失焦时校验）。',
  type: '按钮或输入框的HTML类型。',
  name: '提交表单时使用的字段名。',
  autoFocus: '渲染后自动获得焦点。',
  maxLength: '允许输入的最大字符数。',
  'aria-label': '没有可见标签时的无障碍名称。',
  isOpen: '是否打开（受控）。',
  defaultOpen: '初始是否打开（非受控）。',
  onOpenChange: '打开或关闭时以新状态调用。',
  isDismissable: '点击外部是否关闭。',
  isKeyboardDismissDisabled: '禁止按Esc关闭。',
  isSelected: '是否选中（受控）。',
  defaultSelected: '初始是否选中（非受控）。',
  isIndeterminate: '半选状态：部分子项已选中。',
  selectedKey: '选中项的键（受控）。',
  defaultSelectedKey: '初始选中项的键（非受控）。',
  onSelectionChange: '选择变化时以新选中项的键调用。',
  disabledKeys: '不可选择的项的键。',
  onAction: '执行某一项的操作时以其键调用。',
  onSubmit: '提交（如在输入框中按Enter）时调用。',
  onClear: '清空输入时调用。',
  minValue: '允许的最小值。',
  maxValue: '允许的最大值。',
  isDateUnavailable: '判断某一天是否不可选的函数。',
  href: '链接地址。',
  target: '打开链接的窗口（如 `_blank`）。',
  delay: '打开前的延迟（毫秒）。',
  closeDelay: '关闭前的延迟（毫秒）。',
};

/** Docgen's filter: a component's own props, and the inherited ones above. */
export const isDocumentedProp = (prop: PropItem) =>
  !prop.parent?.fileName.includes('node_modules') ||
  Object.hasOwn(inheritedPropDescriptions, prop.name);

export const hasChinese = /\p{Script=Han}/u;

/**
 * Replaces react-aria's English description of an inherited prop with the Chinese one. A prop the
 * component documents itself keeps its own comment; where it redeclares a react-aria prop, docgen
 * puts react-aria's English lines first, and those are dropped. React-aria's `@default 'button'`
 * arrives quoted twice (`"'button'"`); it is shown like our own defaults (`"button"`).
 */
export const describeInheritedProps: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const lines = (argType.description ?? '').split('\n');
      const own = lines.findIndex((line) => hasChinese.test(line));
      const description = own >= 0 ? lines.slice(own).join('\n') : inheritedPropDescriptions[name];
      const defaultValue = argType.table?.defaultValue;
      const quotedTwice = defaultValue?.summary?.match(/^"'(.*)'"$/);
      return [
        name,
        {
          ...argType,
          ...(description && { description }),
          ...(quotedTwice && {
            table: {
              ...argType.table,
              defaultValue: { ...defaultValue, summary: `"${quotedTwice[1]}"` },
            },
          }),
        },
      ];
    }),
  );
