import { checkBackups } from './backups';
import { checkProductionMode, readConfiguration } from './configuration';
import { checkMigrations, openShopDatabase } from './database';
import { type DoctorCheck, type DoctorContext, type Finding, fix, reasonOf } from './finding';
import { checkNodeVersion } from './node-version';
import { checkPaystack } from './paystack';
import { checkProxyHops } from './proxy-hops';
import { checkPublicUrl } from './public-url';
import { checkRedis } from './redis';
import { checkSellerDetails } from './seller-details';
import { checkSmtp } from './smtp';
import { checkTexts } from './texts';

/** The areas after the database, in the order the owner should read them. */
const CHECKS: [area: string, check: DoctorCheck][] = [
  ['Redis', checkRedis],
  ['PUBLIC_URL', checkPublicUrl],
  ['proxy hops', checkProxyHops],
  ['Paystack', checkPaystack],
  ['SMTP', checkSmtp],
  ['SMS and WhatsApp', checkTexts],
  ['backups', checkBackups],
  ['seller details', checkSellerDetails],
];

const MARKS: Record<Finding['level'], string> = { ok: '✓', fix: '✗', advice: '!' };

export function formatFinding(finding: Finding): string {
  return `${MARKS[finding.level]} ${finding.text}`;
}

/**
 * Runs every check of `npm run doctor` (decision 0076) on one environment, telling each line
 * as it is found; answers 1 when a line would lose money or data, else 0.
 */
export async function runDoctor(
  environment: NodeJS.ProcessEnv,
  tell: (line: string) => void = console.log,
): Promise<0 | 1> {
  const findings: Finding[] = [];
  const report = (found: Finding[]) => {
    for (const finding of found) {
      findings.push(finding);
      tell(formatFinding(finding));
    }
  };
  report([checkNodeVersion()]);
  const { config, finding } = readConfiguration(environment);
  report([finding]);
  if (config) {
    report([checkProductionMode(config)]);
    const opened = await openShopDatabase(config);
    report(opened.findings);
    const context: DoctorContext = { config, environment, database: opened.database };
    try {
      if (opened.database) report([await checkMigrations(opened.database)]);
      for (const [area, check] of CHECKS) {
        // One check that breaks (a bug, an odd answer) says so and leaves the others to run.
        report(
          await check(context).catch((error: unknown) => [
            fix(`The ${area} check failed: ${reasonOf(error)}`),
          ]),
        );
      }
    } finally {
      await opened.database?.close();
    }
  }
  const toFix = findings.filter((found) => found.level === 'fix').length;
  const advised = findings.filter((found) => found.level === 'advice').length;
  tell('');
  tell(
    toFix > 0
      ? `${toFix} to fix before taking real payments (✗), ${advised} piece${advised === 1 ? '' : 's'} of advice (!).`
      : `Nothing would lose money or data; ${advised} piece${advised === 1 ? '' : 's'} of advice (!).`,
  );
  return toFix > 0 ? 1 : 0;
}
