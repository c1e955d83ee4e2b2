import { eng, por, spa } from 'stopword';

/** A word of the comments and in how many of them it appears. */
export interface FrequentWord {
  readonly word: string;
  readonly comments: number;
}

/** Words that say nothing of a theme: the Portuguese, English and Spanish stop words (the survey's languages). */
const STOP_WORDS = new Set([...por, ...eng, ...spa]);
/** A masked part of an answer (`[e-mail]`, `[CPF]`, `[telefone]`, `[nome]`): never a word of the comments. */
const MASKED = /\[[^\]]*\]/g;
const SHORTEST = 3;

/**
 * The words most of `comments` use, for the comments view's word frequency (docs/dashboard.md#comments): each comment's
 * words (Intl.Segmenter, in lower case), less stop words, masked parts, numbers and words under three letters, counted
 * once per comment, kept when at least two comments use them; the `limit` most used, ties alphabetically. Reads only
 * comments the API already released (k respondents or more), so it tells no more than the comments themselves.
 */
export function frequentWords(comments: readonly string[], locale: string, limit = 10): FrequentWord[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  const counts = new Map<string, number>();
  for (const comment of comments) {
    const words = new Set<string>();
    for (const { segment, isWordLike } of segmenter.segment(comment.replace(MASKED, ' '))) {
      const word = segment.toLocaleLowerCase(locale);
      if (isWordLike && word.length >= SHORTEST && !/\d/.test(word) && !STOP_WORDS.has(word)) words.add(word);
    }
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count >= 2)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b, locale))
    .slice(0, limit)
    .map(([word, count]) => ({ word, comments: count }));
}
