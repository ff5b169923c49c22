// `npm start`, before the service: creates, migrates and seeds the embedded database on the first
// boot, then exits, so that the service starts in a fresh process (see `prepareFirstBoot`).
import { loadConfig } from '../config.ts';
import { prepareFirstBoot } from './bootstrap.ts';

const config = loadConfig();
if (await prepareFirstBoot(config, new Date())) {
  console.log(`Embedded database created with demo data in ${config.dataDir}`);
}
