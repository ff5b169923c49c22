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
  /** The rule as the user reads it, e.g. `8至20位`. */
  label: string;
  /** Whether the password keeps the rule. */
  isMet: (password: string) => boolean;
};

export type PasswordFieldProps = Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children' | 'type'
> & {
  /** Visible label; without one, pass `aria-label`. Default none. */
  label?: ReactNode;
  /**
   * The rules a new password must keep, shown under the field as a checklist that updates as the
   * user types (spec §5 for registration and reset). Empty for a sign-in field. Default none.
   */
  rules?: PasswordRule[];
  /** Shown under the field while it is invalid. Default none. */
  errorMessage?: ReactNode;
  /** Hint shown while the field is empty. Default none. */
  placeholder?: string;
  /** Width of the whole field (number = px). Default: the width of its container. */
  width?: number | string;
  /** Names of the show and hide button. Default `显示密码` / `隐藏密码`. */
  revealLabels?: { show: string; hide: string };
  /** Read after each rule by state, once the user has typed. Default `已满足` / `未满足`. */
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
