import type { TFunction } from 'i18next';
import type { QuestionDraft } from './campaign-api';

/**
 * What a question is, in words: its kind, then its dimension and "reversed" when it has them
 * ("Escala de 1 a 5 · Engajamento (invertida)"). `t` reads the campaigns namespace.
 */
export function questionKindLabel(question: Pick<QuestionDraft, 'kind' | 'dimension' | 'reversed'>, t: TFunction) {
  const parts = [t(`kind.${question.kind}`)];
  if (question.dimension) parts.push(t(`dimension.${question.dimension}`));
  const label = parts.join(' · ');
  return question.reversed ? `${label} (${t('reversedNote')})` : label;
}
