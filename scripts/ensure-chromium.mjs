// Makes sure Debian's Chromium and the CJK fonts are present before any browser test runs.
// Missing and root: installs them with apt-get. Missing otherwise: stops and says how.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const hasChromium = () => fs.existsSync(chromium);
const hasCjkFonts = () =>
  spawnSync('dpkg-query', ['-W', '-f=${Status}', 'fonts-noto-cjk'], { encoding: 'utf8' }).stdout ===
  'install ok installed';

const missing = [];
if (!hasChromium()) missing.push('chromium');
if (!hasCjkFonts()) missing.push('fonts-noto-cjk');

if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Browser tests need ${missing.join(' and ')} (Chromium at ${chromium}).\n` +
        `Install them with:  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
        'or point CHROME_PATH at an existing Chromium.',
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(' and ')} with apt-get…`);
  execSync(`apt-get update -qq && apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!hasChromium()) {
    console.error(`Chromium is still missing at ${chromium} after the install.`);
    process.exit(1);
  }
}
