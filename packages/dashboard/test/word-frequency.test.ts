import { describe, expect, it } from 'vitest';
import { frequentWords } from '../src/pages/reports/word-frequency';

/** The word frequency of the comments view (docs/dashboard.md#comments). */
describe('the words most comments use', () => {
  const comments = [
    'Gosto do horário flexível e da equipe.',
    'O horário flexível ajuda muito; a EQUIPE também.',
    'Mais reuniões de equipe, por favor.',
    'Falem com o [nome] em [e-mail] ou [telefone]: o [nome] resolve.',
    'O [nome] resolve, e o salário de 2026 também.',
  ];

  it('counts each word once per comment, in lower case, most used first and ties alphabetically', () => {
    expect(frequentWords(comments, 'pt-BR')).toEqual([
      { word: 'equipe', comments: 3 },
      { word: 'flexível', comments: 2 },
      { word: 'horário', comments: 2 },
      { word: 'resolve', comments: 2 },
    ]);
  });

  it('never counts a masked part, a stop word, a number or a word used by one comment only', () => {
    const words = frequentWords(comments, 'pt-BR').map(({ word }) => word);
    for (const left of ['nome', 'e-mail', 'telefone', 'também', 'muito', '2026', 'salário', 'gosto']) {
      expect(words).not.toContain(left);
    }
  });

  it('keeps the `limit` most used', () => {
    expect(frequentWords(comments, 'pt-BR', 1)).toEqual([{ word: 'equipe', comments: 3 }]);
    expect(frequentWords([], 'pt-BR')).toEqual([]);
  });
});
