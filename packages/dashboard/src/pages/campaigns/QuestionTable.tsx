import { useTranslation } from 'react-i18next';
import type { Question } from '../../api/campaigns';
import { CAMPAIGNS } from './campaigns.messages';
import { questionKindLabel } from './question-label';
import { TableScroll } from '../../components/TableScroll';

/** A campaign's questions in order: number, kind (with dimension), and the text in the dashboard's language. */
export function QuestionTable({ questions }: { questions: readonly Question[] }) {
  const { t, i18n } = useTranslation(CAMPAIGNS);
  const language = i18n.language === 'en' ? 'en' : 'pt-BR';
  return (
    <section aria-labelledby="questions-title">
      <h2 id="questions-title">
        {t('questions')} <small>({t('questionCount', { count: questions.length })})</small>
      </h2>
      <TableScroll labelledBy="questions-title">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('number')}</th>
              <th scope="col">{t('kind')}</th>
              <th scope="col">{t('text')}</th>
            </tr>
          </thead>
          <tbody>
            {questions.map((question, index) => (
              <tr key={question.id}>
                <td>{index + 1}</td>
                <td>{questionKindLabel(question, t)}</td>
                <td>{question.text[language]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
