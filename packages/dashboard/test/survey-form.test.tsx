import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SurveyForm } from '../src/survey/SurveyForm';
import type { SurveyQuestionnaire } from '../src/survey/survey-api';
import { translator } from '../src/survey/survey.messages';

const questionnaire: SurveyQuestionnaire = {
  campaign: { id: 'c1', name: 'Pulse' },
  language: 'en',
  min_group_size: 5,
  sections: [
    { key: 'open', questions: [{ id: 'q1', kind: 'open', text: 'Anything else?', scale: null, required: true }] },
    { key: 'open', questions: [{ id: 'q2', kind: 'open', text: 'One more?', scale: null, required: false }] },
  ],
};

function renderForm() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <SurveyForm questionnaire={questionnaire} token="tok" t={translator('en')} onDone={vi.fn()} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

/** The survey form (docs/surveys.md, "The survey page"): required questions hold the respondent back. */
describe('SurveyForm', () => {
  it('marks an unanswered required question and stays on its section', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('Answer the questions marked as required to continue.');
    expect(screen.getByText(/Anything else\?/)).toBeTruthy();
  });

  it('goes on to the next section once the required question is answered', () => {
    renderForm();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'More coffee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/One more\?/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeTruthy();
  });
});
