import {
  answerText as contractAnswerText,
  isAnswered,
  type AnswerValue,
  type FormDocument,
  type FormQuestion,
} from '@p5g/api/contract';

/**
 * One answer as the owner reads it (the contract's `answerText`), 未填写 when there is none; a
 * region by its names once `regionName` can name it (the region tree loaded), else its code.
 */
export function answerText(
  question: FormQuestion,
  value: AnswerValue | undefined,
  otherText: Record<string, string>,
  regionName?: (code: string) => string,
): string {
  if (!isAnswered(question)) return '';
  return contractAnswerText(question, value, otherText[question.id], regionName) || '未填写';
}

/** The answered questions of a version, in order: the columns and lines of its answers. */
export const answeredQuestions = (doc: FormDocument) => doc.questions.filter(isAnswered);
