// The check behind the commit-msg hook (docs/development.md, "Commits"): `node commit-msg.mjs <message file>`
// exits 1, saying why on stderr, when the subject line is longer than 72 characters; 0 otherwise.
import { readFileSync } from 'node:fs';

/** The longest subject, in characters (code points: `ç` and `ã` count one each). */
const MAX_SUBJECT = 72;

/**
 * Subjects git writes itself, which quote another subject and may run longer: a merge (`Merge branch 'x'`),
 * and the `fixup!`, `squash!` and `amend!` commits that `git rebase --autosquash` folds away.
 */
const EXEMPT = /^(?:Merge |fixup! |squash! |amend! )/;

/** The subject of a commit message: its first line that is neither blank nor a `#` comment git strips. */
function subjectOf(message) {
  return message.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#')) ?? '';
}

/** Why the message is refused, or `null` when its subject fits (or is exempt). */
function subjectProblem(message) {
  const subject = subjectOf(message).trimEnd();
  const length = [...subject].length;
  if (length <= MAX_SUBJECT || EXEMPT.test(subject)) return null;
  return (
    `commit-msg: the subject has ${length} characters, at most ${MAX_SUBJECT} are allowed ` +
    '(docs/development.md, "Commits"). Shorten it and put the figures and reasons in the body.'
  );
}

const problem = subjectProblem(readFileSync(process.argv[2], 'utf8'));
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exitCode = 1;
}
