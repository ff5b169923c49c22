/**
 * The questions the renderer draws: the shape of the contract's form document questions (a
 * document's `questions` can be passed as they are), described here because the design system
 * depends on no service code.
 */

type Condition = { question: string; anyOf: readonly string[] };

type Asked = {
  id: string;
  title: string;
  help: string;
  required: boolean;
  showWhen?: Condition;
};

export type ChoiceOption = { id: string; label: string };

export type RenderedQuestion =
  | (Asked & {
      kind: 'text';
      format: 'plain' | 'mobile' | 'email' | 'idCard' | 'number';
      maxLength: number;
      placeholder: string;
    })
  | (Asked & { kind: 'textarea'; maxLength: number; placeholder: string })
  | (Asked & { kind: 'single'; options: readonly ChoiceOption[]; allowOther: boolean })
  | (Asked & {
      kind: 'multiple';
      options: readonly ChoiceOption[];
      allowOther: boolean;
      minChoices: number;
      maxChoices?: number;
    })
  | (Asked & { kind: 'dropdown'; options: readonly ChoiceOption[] })
  | (Asked & { kind: 'region'; level: 1 | 2 | 3 | 4 })
  | (Asked & { kind: 'date' })
  | (Asked & { kind: 'rating'; max: number })
  | (Asked & {
      kind: 'upload';
      accept: readonly string[];
      maxSizeMb: number;
      maxFiles: number;
    })
  | { kind: 'description'; id: string; title: string; help: string; showWhen?: Condition }
  | { kind: 'pageBreak'; id: string };

export type AnsweredRenderedQuestion = Exclude<
  RenderedQuestion,
  { kind: 'description' | 'pageBreak' }
>;

/** An answer as the contract carries it: a string, or a list for multiple choice and uploads. */
export type AnswerValue = string | string[];

/** A region of the shared tree: province (2-digit code) › city (4) › district (6). */
export type RegionOption = { code: string; name: string; children?: readonly RegionOption[] };

/** The option id a choice with an "other" box answers when it is chosen (as the contract says). */
export const otherOption = 'other';
