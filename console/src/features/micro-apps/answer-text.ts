import {
  isAnswered,
  otherOptionId,
  type AnswerValue,
  type FormDocument,
  type FormQuestion,
} from '@p5g/api/contract';

/**
 * One answer as the form's owner reads it, with the labels of the version it was given on: a
 * choice by its option's text (其他 with what was written), a rating in points, uploads counted.
 */
export function answerText(
  question: FormQuestion,
  value: AnswerValue | undefined,
  otherText: Record<string, string>,
): string {
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  if (values.length === 0 || values.every((v) => v === '')) return '未填写';
  switch (question.kind) {
    case 'single':
    case 'multiple':
    case 'dropdown':
      return values
        .map((v) =>
          v === otherOptionId
            ? `其他：${otherText[question.id] ?? ''}`
            : (question.options.find((o) => o.id === v)?.label ?? v),
        )
        .join('、');
    case 'rating':
      return `${values[0]}分`;
    case 'upload':
      return `${values.length}个文件`;
    default:
      return values.join('、');
  }
}

/** The answered questions of a version, in order: the columns and lines of its answers. */
export const answeredQuestions = (doc: FormDocument) => doc.questions.filter(isAnswered);
