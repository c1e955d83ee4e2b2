/**
 * The reports' chart colours, each at least 3:1 against white (WCAG 1.4.11 for graphics); no figure is told by
 * colour alone (every chart has its numbers in text or a table beside it).
 */
export const COLOURS = {
  favourable: '#2e7d32',
  neutral: '#66707a',
  unfavourable: '#c62828',
  passive: '#a86b00',
  primary: '#0b5cad',
  /** Heat map scale, low to high favourability: light tones, so dark text in the cells keeps 7:1. */
  scale: ['#f4a6a6', '#fbe38e', '#9fd5a3'],
  /** Risk matrix cells (light tones, dark text). */
  risk: { low: '#9fd5a3', moderate: '#fbe38e', high: '#f4a6a6' },
} as const;

/** The colour of an answer 0–10 of an NPS question: detractor (0–6), passive (7–8) or promoter (9–10). */
export function npsColourOf(value: number): string {
  if (value <= 6) return COLOURS.unfavourable;
  return value <= 8 ? COLOURS.passive : COLOURS.favourable;
}
