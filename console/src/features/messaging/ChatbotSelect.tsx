import { Select, SelectItem } from '@p5g/design-system';
import type { Chatbot } from '@p5g/api/contract';

/** Chooses one of the company's service accounts, the sender of a template. */
export function ChatbotSelect({
  chatbots,
  value,
  onChange,
  onBlur,
  errorMessage,
}: {
  chatbots: readonly Chatbot[];
  value: string | null;
  onChange: (id: string) => void;
  onBlur?: () => void;
  errorMessage?: string;
}) {
  return (
    <Select
      label="服务号"
      isRequired
      placeholder="请选择服务号"
      items={chatbots.map((bot) => ({ id: bot.id, name: bot.name }))}
      selectedKey={value}
      onSelectionChange={(key) => onChange(String(key))}
      onBlur={onBlur}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      emptyText="暂无服务号"
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}
