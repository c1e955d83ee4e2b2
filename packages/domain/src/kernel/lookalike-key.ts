import unhomoglyph from 'unhomoglyph';

/**
 * The key two texts share when a reader would take one for the other, for values unique by how they read (a profile
 * name within its company): NFKC (full-width letters, ligatures), lower case, every run of white space one space,
 * trimmed; then Unicode's confusable skeleton (UTS #39, section 4: NFD, each character replaced by its prototype of
 * `confusables.txt`, as the `unhomoglyph` library maps it, NFD again), in lower case once more since a prototype
 * may be a capital (digit zero reads as capital O). So "Leitor de relatórios" has one key with its decomposed
 * accent, a Cyrillic "о", full-width letters, a double space or another case; accents stay significant
 * ("relatorios" is another key). The key is for comparison only, never shown: "m" becomes "rn".
 * Source: docs/access.md#profiles.
 */
export function lookalikeKey(text: string): string {
  const folded = text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
  return unhomoglyph(folded.normalize('NFD')).normalize('NFD').toLowerCase();
}
