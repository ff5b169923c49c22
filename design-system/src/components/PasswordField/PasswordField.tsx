import { Check, Circle, Eye, EyeOff, X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import {
  Button,
  Group,
  Input,
  Text,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cjkParagraph } from '../../styles/cjk-text.css.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { description } from '../../styles/field.css.ts';
import { FilteredTextField } from '../private/FilteredTextField.tsx';
import * as fieldStyles from '../TextField/TextField.css.ts';
import * as styles from './PasswordField.css.ts';

export type PasswordRule = {
  /** 用户看到的规则，如 `8至20位`。 */
  label: string;
  /** 密码是否符合该规则。 */
  isMet: (password: string) => boolean;
};

export type PasswordFieldProps = Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children' | 'type'
> & {
  /** 可见标签；没有时请提供 `aria-label`。默认无。 */
  label?: ReactNode;
  /**
   * 新密码须符合的规则，在字段下以清单显示，随输入实时更新（规格 §5注册与重置密码）。登录字段不提
   * 供。默认无。
   */
  rules?: PasswordRule[];
  /** 字段无效时下方显示的信息。默认无。 */
  errorMessage?: ReactNode;
  /** 字段为空时显示的提示。默认无。 */
  placeholder?: string;
  /** 整个字段的宽度（数字为px）。默认：容器的宽度。 */
  width?: number | string;
  /** 显示与隐藏按钮的名称。默认 `显示密码` / `隐藏密码`。 */
  revealLabels?: { show: string; hide: string };
  /** 用户输入后，每条规则之后按状态朗读的内容。默认 `已满足` / `未满足`。 */
  ruleStateLabels?: { met: string; unmet: string };
};

const defaultRevealLabels = { show: '显示密码', hide: '隐藏密码' };
const defaultRuleStateLabels = { met: '已满足', unmet: '未满足' };

/**
 * A password input with a show/hide button and, for a new password, the rules as a live checklist:
 * grey until the user types, then a check or a cross per rule. The field's own error message still
 * says which rule blocks submission.
 */
export function PasswordField({
  rules = [],
  placeholder,
  revealLabels = defaultRevealLabels,
  ruleStateLabels = defaultRuleStateLabels,
  ...props
}: PasswordFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isRevealed, setRevealed] = useState(false);
  return (
    <FilteredTextField {...props} type={isRevealed ? 'text' : 'password'} inputRef={inputRef}>
      {(value) => (
        <>
          <Group className={fieldStyles.box}>
            <Input ref={inputRef} placeholder={placeholder} className={fieldStyles.input} />
            <Button
              className={styles.toggle}
              aria-label={isRevealed ? revealLabels.hide : revealLabels.show}
              aria-pressed={isRevealed}
              onPress={() => setRevealed((revealed) => !revealed)}
            >
              {isRevealed ? <EyeOff aria-hidden size={16} /> : <Eye aria-hidden size={16} />}
            </Button>
          </Group>
          {rules.length > 0 && (
            // A div, not FieldDescription's span, since it holds a list.
            <Text slot="description" elementType="div" className={description}>
              <ul className={styles.checklist}>
                {rules.map((rule) => {
                  const isMet = rule.isMet(value);
                  const isTyped = value !== '';
                  const Icon = !isTyped ? Circle : isMet ? Check : X;
                  return (
                    <li
                      key={rule.label}
                      className={styles.rule}
                      data-met={(isTyped && isMet) || undefined}
                      data-broken={(isTyped && !isMet) || undefined}
                    >
                      <Icon aria-hidden size={12} strokeWidth={2.5} className={styles.ruleIcon} />
                      <span className={cjkParagraph}>
                        {rule.label}
                        {isTyped && (
                          <span className={visuallyHidden}>
                            （{isMet ? ruleStateLabels.met : ruleStateLabels.unmet}）
                          </span>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </Text>
          )}
        </>
      )}
    </FilteredTextField>
  );
}
