import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import serverPackage from '../package.json' with { type: 'json' };
import { type Config, ConfigError } from './config';
import { type Database, databaseLocation, openDatabase } from './db/client';
import { keepSettingsBetweenRequests } from './db/kept-settings';
import { adminModule } from './modules/admin';
import { auditModule, registerAuditedWrites } from './modules/audit';
import { startBackupScheduler } from './modules/backups';
import { branchesModule } from './modules/branches';
import { cartModule } from './modules/cart';
import { catalogueModule } from './modules/catalogue';
import { consentModule } from './modules/consent';
import { contactModule } from './modules/contact';
import { deliveryModule } from './modules/delivery';
import { healthModule } from './modules/health';
import { heroesModule } from './modules/heroes';
import { imagesModule } from './modules/images';
import { infoModule } from './modules/info';
import { invoicesModule } from './modules/invoices';
import { decorateMessages, messagesModule } from './modules/messages';
import { registerMetrics } from './modules/metrics';
import { myDataModule } from './modules/my-data';
import { newsletterModule } from './modules/newsletter';
import {
  backfillOrderPhones,
  chargeConfirmerOf,
  ordersModule,
  ownerOfOrder,
  startCheckoutSweeper,
} from './modules/orders';
import { decoratePaymentProvider, paymentsModule, testPaymentsRefusal } from './modules/payments';
import { policiesModule } from './modules/policies';
import { remindersModule } from './modules/reminders';
import { refundReporterOf, returnsModule } from './modules/returns';
import { reviewsModule } from './modules/reviews';
import { seoModule } from './modules/seo';
import { staffAccessCheckOf, usersModule } from './modules/users';
import { warrantyModule } from './modules/warranty';
import { pageAnswer, webModule } from './modules/web';
import { decorateAbuseCounters } from './plugins/abuse-limits';
import { type CatalogueTopic, listenForCatalogueChanges, registerAnswerCache } from './plugins/answer-cache';
import { registerAnswerSerialiser } from './plugins/answer-serialiser';
import { registerApiDocument, registerApiDocumentRoutes } from './plugins/api-document';
import { registerCompression } from './plugins/compression';
import { registerDraining } from './plugins/draining';
import { answerFrameworkError, registerErrorHandling, registerNotFoundHandling } from './plugins/errors';
import { registerEventLoopDelay } from './plugins/event-loop-delay';
import { loggerOptions } from './plugins/logging';
import { registerPersonalAnswers } from './plugins/personal-answers';
import { registerRequestLimits, requestLimitOptions } from './plugins/request-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { startSessionSweeper } from './plugins/session-sweeper';
import { trustedProxyOf } from './plugins/trusted-proxy';
import { zodValidatorCompiler } from './plugins/validation';
import { registerWorkAfterAnswer } from './plugins/work-after-answer';
import type { App, ZodTypeProvider } from './plugins/zod-type-provider';
import { tightenShopFolders } from './private-files';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The app's clock (decision 0062): what "now" is for sale prices; tests pass their own. */
    clock: () => Date;
  }
}

export interface BuildOptions {
  /** A database opened by the caller (tests); the app then leaves closing it to the caller. */
  database?: Database;
  /** Skips migrations, for a database the caller already migrated. */
  skipMigrations?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Told of every route as it is added (tests that list the routes). */
  onRoute?: (route: RouteOptions) => void;
  /** The clock sale prices are read at (decision 0062); tests pass one they can move. */
  clock?: () => Date;
}

/** Builds the whole API server from a configuration, with no global state. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  // Checked before the database opens: a refused start leaves nothing half open.
  const refusal = testPaymentsRefusal(config);
  if (refusal) throw new ConfigError(refusal);
  const app = Fastify({
    // Readable in a terminal, JSON elsewhere, and no secret in any line (plugins/logging.ts).
    logger:
      options.logger === false
        ? false
        : loggerOptions(
            { level: config.logLevel, format: config.logFormat, production: config.production },
            options.logger === true || options.logger === undefined ? {} : options.logger,
          ),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For only from the proxies' own addresses, at most TRUST_PROXY_HOPS deep (decision 0077).
    trustProxy: trustedProxyOf(config),
    // Query strings like ?brand=HP&brand=Dell arrive as arrays; deeper nesting is not ours.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    // The drain (plugins/draining.ts) decides what a closing server answers, in the shop's shape.
    return503OnClosing: false,
    ...requestLimitOptions(config),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // Before the database opens: a data directory others can read is made the shop's alone (decision 0045).
  for (const warning of await tightenShopFolders(config)) app.log.warn(warning);

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(databaseLocation(config)));
  try {
    if (!options.skipMigrations) {
      await database.migrate();
      // Orders from before E.164 (migration 0012) are read with libphonenumber-js once.
      await backfillOrderPhones(database.db);
    }
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', options.clock ?? (() => new Date()));
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  registerEventLoopDelay(app);
  registerRequestLimits(app);
  await registerSecurityHeaders(app);
  // First among the plugins that add routes: it lists each route as it is added.
  await registerApiDocument(app, { version: serverPackage.version });
  // Before any module's routes: every admin write runs in one transaction and is logged (decision 0072).
  registerAuditedWrites(app);
  registerDraining(app);
  registerPersonalAnswers(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  // Answers go out through each route's zod response schema, compiled (plugins/answer-serialiser).
  registerAnswerSerialiser(app, { check: config.checkAnswers });
  // Errors and what no route matched are answered here, at the app level, for every module.
  registerErrorHandling(app);
  registerNotFoundHandling(app, pageAnswer(app));
  // The document's own pages come after the error and not-found handlers, so that their
  // refusals (a wrong path under /api/docs) answer in the shop's {success, message} shape.
  await registerApiDocumentRoutes(app);
  decoratePaymentProvider(app);
  decorateMessages(app);
  decorateAbuseCounters(app);
  // Every staff request's second-factor rule (decision 0073), asked by requireAdmin.
  app.decorate('staffAccessCheck', staffAccessCheckOf(app));
  // After the database and the counters: its close (waiting for that work) runs before theirs.
  registerWorkAfterAnswer(app);
  // After the provider, which the sweeper asks about quiet checkouts.
  startCheckoutSweeper(app);
  startSessionSweeper(app);
  startBackupScheduler(app);

  registerAnswerCache(app, { maxBytes: config.catalogueCacheMb * 1024 * 1024 });
  // After the cache, whose front-door answers it counts too.
  registerMetrics(app);
  const catalogueChanges = await listenForCatalogueChanges(app);
  app.addHook('onClose', async () => catalogueChanges.close());
  // The shop's settings are kept between requests while the cache's change channel is trusted.
  keepSettingsBetweenRequests(app.database.db, (topics) =>
    app.answerCache.memoStamp(topics as readonly CatalogueTopic[]),
  );
  await registerCompression(app);
  await app.register(healthModule);
  await app.register(catalogueModule);
  await app.register(heroesModule);
  await app.register(deliveryModule);
  await app.register(infoModule);
  await app.register(policiesModule);
  await app.register(branchesModule);
  await app.register(imagesModule);
  await app.register(usersModule);
  await app.register(cartModule);
  // Verify and the webhook settle checkouts, which the orders module owns.
  await app.register(paymentsModule, { checkout: chargeConfirmerOf(app), refunds: refundReporterOf(app) });
  await app.register(ordersModule);
  // Invoices are read by whose order it is, which the orders module knows.
  await app.register(invoicesModule, { ownerOfOrder: (orderId) => ownerOfOrder(app.database.db, orderId) });
  await app.register(adminModule);
  await app.register(auditModule);
  await app.register(newsletterModule);
  await app.register(contactModule);
  await app.register(warrantyModule);
  await app.register(returnsModule);
  await app.register(reviewsModule);
  await app.register(consentModule);
  await app.register(remindersModule);
  await app.register(myDataModule);
  await app.register(messagesModule);
  await app.register(seoModule);
  await app.register(webModule);
  return app;
}
