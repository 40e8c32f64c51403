import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const configuration = require('../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
  options: { enhancedResolveOptions: { extensions: string[] } };
};

/** A small copy of the repository's layout: each file either breaks one rule or none. */
const files: Record<string, string> = {
  'apps/web/src/features/cart/cart-page.ts': "import './cart-line';\nimport '../checkout/checkout-page';",
  'apps/web/src/features/cart/cart-line.ts': "import '../../api/cart/get-cart';",
  'apps/web/src/features/checkout/checkout-page.ts': "import '../../lib/paths';",
  'apps/web/src/api/cart/get-cart.ts': "import '../client';",
  'apps/web/src/api/cart/add-to-cart.ts': "import '../../features/cart/cart-line';",
  'apps/web/src/api/client.ts': "import '../lib/paths';",
  'apps/web/src/lib/paths.ts': 'export const paths = {};',
  'apps/web/src/lib/format-price.ts': "import '../components/price-tag';",
  'apps/web/src/lib/session.ts': "import './paths';\nimport '../api/client';",
  'apps/web/src/components/price-tag.ts': "import '../lib/paths';",
  'apps/web/src/components/cart-badge.ts': "import './price-tag';\nimport '../api/cart/get-cart';",
  'apps/web/src/app/routes.ts':
    "import '../features/cart/cart-page';\nimport '../features/checkout/checkout-page';",
  'apps/admin/src/lib/download.ts': "import '../features/orders/orders-page';",
  'apps/admin/src/features/orders/orders-page.ts': "import '../../../../web/src/lib/paths';",
  'packages/shared/src/money.ts': "import '../../../apps/web/src/lib/paths';",
  'packages/shared/src/index.ts': "import './money';\nimport './password-strength';",
  'packages/shared/src/password-strength.ts': "import '@zxcvbn-ts/core';",
  'apps/server/src/modules/users/password-rules.ts': "import '@zxcvbn-ts/core';",
  'node_modules/@zxcvbn-ts/core/package.json': '{"name":"@zxcvbn-ts/core","main":"index.js"}',
  'node_modules/@zxcvbn-ts/core/index.js': 'exports.ZxcvbnFactory = class {};',
  'apps/server/src/app.ts': "import './modules/cart/index';\nimport './modules/cart/cart-repository';",
  'apps/server/src/modules/cart/index.ts': "import './routes';\nimport './cart-repository';",
  'apps/server/src/modules/cart/routes.ts': "import '../../db/schema/index';\nimport './cart-service';",
  'apps/server/src/modules/cart/cart-service.ts': "import './cart-repository';",
  'apps/server/src/modules/cart/cart-repository.ts':
    "import { sql } from 'drizzle-orm';\nimport '../../db/schema/index';\nexport { sql };",
  'apps/server/src/modules/orders/index.ts':
    "import '../cart/index';\nimport { sql } from 'drizzle-orm';\nexport { sql };",
  'apps/server/src/modules/orders/create-order.ts':
    "import '../cart/index';\nimport '../cart/cart-repository';",
  'apps/server/src/db/schema/index.ts': 'export const tables = {};',
  'apps/server/src/db/client.ts': "import '../paths';\nimport './schema/index';",
  'apps/server/src/db/seed.ts': "import './client';\nimport '../modules/cart/index';",
  'apps/server/src/db/change-notifications.ts': "import '../plugins/answer-cache';",
  'apps/server/src/paths.ts': 'export const migrationsFolder = "drizzle";',
  'apps/server/src/plugins/answer-cache.ts': "import '../db/client';",
  'apps/server/src/plugins/errors.ts': "import './answer-cache';\nimport '../modules/cart/index';",
  'apps/server/src/demo-shop/seed-demo-shop.ts': "import '../db/client';\nimport '../modules/cart/index';",
  'apps/server/src/modules/cart/cart-checks.ts': "import '../../plugins/errors';\nimport '../../app';",
  // A flow and its step that import each other (the step only for a type): a circle.
  'apps/server/src/modules/cart/checkout-flow.ts': "import './checkout-step';\nexport const flow = 1;",
  'apps/server/src/modules/cart/checkout-step.ts':
    "import type { flow } from './checkout-flow';\nexport type Flow = typeof flow;",
  'node_modules/drizzle-orm/package.json': '{"name":"drizzle-orm","main":"index.js"}',
  'node_modules/drizzle-orm/index.js': 'exports.sql = () => {};',
};

let root: string;
let violations: string[];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'lint-boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), `${text}\n`);
  }
  const working = process.cwd();
  process.chdir(root);
  try {
    const { output } = await cruise(
      ['apps', 'packages'],
      {
        validate: true,
        ruleSet: { forbidden: configuration.forbidden },
        doNotFollow: { path: 'node_modules' },
        tsPreCompilationDeps: true,
      },
      { extensions: configuration.options.enhancedResolveOptions.extensions },
    );
    violations = (output as ICruiseResult).summary.violations
      .map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`)
      .sort();
  } finally {
    process.chdir(working);
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the layout rules of npm run lint', () => {
  it('report each kind of forbidden import, and nothing that the layout allows', () => {
    expect(violations).toEqual([
      'app-imports-other-app: apps/admin/src/features/orders/orders-page.ts -> apps/web/src/lib/paths.ts',
      'component-makes-requests: apps/web/src/components/cart-badge.ts -> apps/web/src/api/cart/get-cart.ts',
      'db-imports-upper-layer: apps/server/src/db/change-notifications.ts -> apps/server/src/plugins/answer-cache.ts',
      'db-imports-upper-layer: apps/server/src/db/seed.ts -> apps/server/src/modules/cart/index.ts',
      'feature-imports-feature: apps/web/src/features/cart/cart-page.ts -> apps/web/src/features/checkout/checkout-page.ts',
      'lib-imports-upper-layer: apps/web/src/lib/format-price.ts -> apps/web/src/components/price-tag.ts',
      'lib-imports-upper-layer: apps/web/src/lib/session.ts -> apps/web/src/api/client.ts',
      'lower-layer-imports-screen: apps/admin/src/lib/download.ts -> apps/admin/src/features/orders/orders-page.ts',
      'lower-layer-imports-screen: apps/web/src/api/cart/add-to-cart.ts -> apps/web/src/features/cart/cart-line.ts',
      'module-imports-app: apps/server/src/modules/cart/cart-checks.ts -> apps/server/src/app.ts',
      'module-reaches-into-module: apps/server/src/modules/orders/create-order.ts -> apps/server/src/modules/cart/cart-repository.ts',
      'no-circular: apps/server/src/modules/cart/checkout-flow.ts -> apps/server/src/modules/cart/checkout-step.ts',
      'outside-reaches-into-module: apps/server/src/app.ts -> apps/server/src/modules/cart/cart-repository.ts',
      'package-imports-app: packages/shared/src/money.ts -> apps/web/src/lib/paths.ts',
      'password-lists-stay-on-the-server: packages/shared/src/password-strength.ts -> node_modules/@zxcvbn-ts/core/index.js',
      'plugin-imports-module: apps/server/src/plugins/errors.ts -> apps/server/src/modules/cart/index.ts',
      'route-handler-runs-sql: apps/server/src/modules/cart/routes.ts -> apps/server/src/db/schema/index.ts',
      'route-handler-runs-sql: apps/server/src/modules/orders/index.ts -> node_modules/drizzle-orm/index.js',
    ]);
  });
});
