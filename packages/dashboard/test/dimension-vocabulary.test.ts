import { describe, expect, it } from 'vitest';
import { standardQuestionnaire } from '../../domain/src/surveys/standard-questionnaire';
import { i18next } from '../src/i18n/i18n';
import { CAMPAIGNS } from '../src/pages/campaigns/campaigns.messages';
import { HOME } from '../src/pages/home/home.messages';
import { REPORTS_NS as REPORTS } from '../src/pages/reports/reports.messages';
import { sectionTitle, translator } from '../src/survey/survey.messages';

/** The dimensions of the questionnaire the service ships, in its order. */
const DIMENSIONS = [...new Set(standardQuestionnaire().flatMap((q) => (q.dimension ? [q.dimension] : [])))];

/**
 * One name per dimension (docs/dashboard.md#accessibility-and-languages): the survey page's section title a respondent
 * reads is the name the campaign's question list, the reports and the home page show, in every language.
 */
describe('the dimension vocabulary', () => {
  it('covers the ten dimensions of the standard questionnaire', () => {
    expect(DIMENSIONS).toHaveLength(10);
  });

  for (const language of ['pt-BR', 'en'] as const) {
    it(`names each dimension once in ${language}: survey, campaign, reports and home agree`, () => {
      const survey = translator(language);
      for (const dimension of DIMENSIONS) {
        const name = sectionTitle(survey, dimension);
        expect(name).not.toBe(dimension);
        for (const ns of [CAMPAIGNS, REPORTS, HOME])
          expect({ ns, dimension, name: i18next.t(`dimension.${dimension}`, { ns, lng: language }) }).toEqual({
            ns,
            dimension,
            name,
          });
      }
    });
  }

  it('titles the reports of one dimension with its name', () => {
    for (const language of ['pt-BR', 'en'] as const)
      for (const dimension of ['family', 'psychological', 'psychosocial'] as const)
        expect(i18next.t(`report.${dimension}-dimension`, { ns: REPORTS, lng: language })).toContain(
          sectionTitle(translator(language), dimension),
        );
  });
});
