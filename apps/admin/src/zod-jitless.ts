// Imported first by main.tsx, before any schema is built: Zod's probe for `new Function`
// would be a CSP violation (script-src has no 'unsafe-eval'); jitless skips it.
import { config } from 'zod';

config({ jitless: true });
