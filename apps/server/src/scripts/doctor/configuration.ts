import { type Config, ConfigError, loadConfig } from '../../config';
import { advice, type Finding, fix, ok } from './finding';

/** The settings as the server reads them, or the one line its start would stop with. */
export function readConfiguration(
  environment: NodeJS.ProcessEnv,
): { config: Config; finding: Finding } | { config: undefined; finding: Finding } {
  try {
    const config = loadConfig(environment);
    return { config, finding: ok('The settings parse as the server reads them.') };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { config: undefined, finding: fix(`${error.message} The shop would not start: correct it.`) };
  }
}

export function checkProductionMode(config: Config): Finding {
  return config.production
    ? ok('NODE_ENV=production.')
    : advice(
        'NODE_ENV is not production: without keys the shop would take test payments unasked, and unsent messages go to the demo mailbox. Set NODE_ENV=production.',
      );
}
