/**
 * The layout rules of DESIGN.md section 3, checked by `npm run lint`.
 *
 * Why: the rules keep the code easy to change. Features that import each other cannot be
 * changed or split apart alone; a data layer that imports a screen turns into a circle; a
 * server module reached through its inner files cannot change them without breaking another
 * module; SQL in a route handler bypasses the repository that owns the table (and, later,
 * the cache that a write must clear); an app that imports another app ships its code twice;
 * the password word lists in a page would make every shopper download megabytes.
 *
 * scripts/lint-boundaries.test.ts proves each rule reports a violation.
 */
/**
 * A test sits beside what it tests but above every layer: it may build the whole app to
 * exercise its plugin, table or module, so the rules about importing upward skip test files.
 * Reaching into another module's inner files stays forbidden to tests too.
 */
const TEST_FILE = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-feature',
      comment:
        'In apps/web and apps/admin, features do not import each other: they meet in src/app/. Move what two features share into src/api/, src/components/ or src/lib/.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/src/features/([^/]+)/' },
      to: { path: '^apps/$1/src/features/', pathNot: '^apps/$1/src/features/$2/' },
    },
    {
      name: 'lower-layer-imports-screen',
      comment:
        'The data layer (src/api/), src/lib/ and src/components/ sit below the features and serve them all: they import no feature and not the app shell, so no circle can form.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/src/(api|lib|components)/' },
      to: { path: '^apps/$1/src/(features|app)/' },
    },
    {
      name: 'component-makes-requests',
      comment:
        'src/components/ sit below the data layer: a component takes what it shows and what it sends as props (a feature passes the hook from src/api/), so it works on any screen and in a test without a server.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/src/components/' },
      to: { path: '^apps/$1/src/api/' },
    },
    {
      name: 'lib-imports-upper-layer',
      comment:
        'src/lib/ is the floor of an app (paths, storage, formatting, small hooks): it imports neither the data layer nor components, so everything above can use it without a circle.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/src/lib/' },
      to: { path: '^apps/$1/src/(api|components)/' },
    },
    {
      name: 'app-imports-other-app',
      comment:
        'No app imports another app (storefront, admin site, server): what they share lives in packages/.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'package-imports-app',
      comment: 'packages/ are below the apps; an app never becomes a dependency of the contract.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'module-reaches-into-module',
      comment:
        "A server module meets another only through that module's face, its index.ts; the other files of a module are its own to change.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'outside-reaches-into-module',
      comment:
        'The app, the plugins, the scripts and the database code reach a module through its face (index.ts), like the modules do.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/modules/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'db-imports-upper-layer',
      comment:
        'On the server, src/db/ (schema, client, lock, change notifications) is the floor: it imports no plugin, no module, not the demo shop, the scripts or the app, so anything above can open a database without pulling in the shop.',
      severity: 'error',
      from: { path: '^apps/server/src/db/', pathNot: TEST_FILE },
      to: {
        path: ['^apps/server/src/(plugins|modules|demo-shop|scripts)/', '^apps/server/src/(app|main)\\.ts$'],
      },
    },
    {
      name: 'plugin-imports-module',
      comment:
        'Plugins (errors, auth, limits, caching, serialising) sit between the database and the modules and serve every module: they import no module, nor the demo shop, the scripts or the app. What a plugin needs from a module is handed to it by src/app.ts (see registerNotFoundHandling and pageAnswer).',
      severity: 'error',
      from: { path: '^apps/server/src/plugins/', pathNot: TEST_FILE },
      to: {
        path: ['^apps/server/src/(modules|demo-shop|scripts)/', '^apps/server/src/(app|main)\\.ts$'],
      },
    },
    {
      name: 'module-imports-app',
      comment:
        'Modules sit below the app: they import neither src/app.ts, src/main.ts nor the scripts that start them; the app composes the modules, never the other way.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/', pathNot: TEST_FILE },
      to: { path: ['^apps/server/src/scripts/', '^apps/server/src/(app|main)\\.ts$'] },
    },
    {
      name: 'route-handler-runs-sql',
      comment:
        'Route files (routes.ts, *-routes.ts and a module face that registers routes) call services or repositories, never SQL: they import neither the database schema nor drizzle-orm.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/[^/]+/(routes|[^/]+-routes|index)\\.ts$' },
      to: {
        path: ['^apps/server/src/db/schema', '(^|/)node_modules/drizzle-orm/', '^drizzle-orm($|/)'],
      },
    },
    {
      name: 'no-circular',
      comment:
        'On the server no file imports one that imports it back, however far round (type-only imports count): a circle cannot be read top to bottom, nor changed or tested one file at a time (decision 0060). Move what both need into a third file that imports neither.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { circular: true },
    },
    {
      name: 'password-lists-stay-on-the-server',
      comment:
        "zxcvbn's word lists are megabytes: only the server reads them (modules/users/password-rules.ts). The storefront, the admin site and packages/ never import them, so no page carries them.",
      severity: 'error',
      from: { path: '^(apps/(web|admin)|packages)/' },
      to: { path: ['(^|/)node_modules/@zxcvbn-ts/', '^@zxcvbn-ts/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    // Type-only imports count too: a feature that needs another feature's types depends on it.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
