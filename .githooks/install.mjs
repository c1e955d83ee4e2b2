// `npm install`'s `prepare` step (docs/development.md, "Commits"): points git at the hooks kept in .githooks
// (core.hooksPath). Outside a git checkout of this repository (a tarball, a CI image without .git, the project
// copied into another repository) or without git, it does nothing, and it never fails the install.
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';

const git = (...args) =>
  execFileSync('git', args, { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();

try {
  if (realpathSync(git('rev-parse', '--show-toplevel')) === realpathSync(process.cwd())) {
    git('config', 'core.hooksPath', '.githooks');
  }
} catch {
  // Not a git checkout, or no git: nothing to install.
}
