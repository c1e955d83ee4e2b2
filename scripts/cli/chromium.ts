/**
 * Debian's Chromium as the scripts launch it with `playwright-core` (docs/toolchain.md): its own binary, headless,
 * no sandbox (root in a container), no GPU, and none of its background traffic (Playwright's browser download does
 * not work on this machine kind). Add `--lang` and an environment for a language of its interface.
 */
export const HEADLESS_CHROMIUM: { readonly executablePath: string; readonly args: string[] } = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};
