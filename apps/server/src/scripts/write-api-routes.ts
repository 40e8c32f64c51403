// `npm run docs:routes`: writes docs/api-routes.md from the server's OpenAPI document.
import { writeFileSync } from 'node:fs';
import { API_ROUTES_FILE, currentApiRoutesMarkdown } from './api-routes-document';

writeFileSync(API_ROUTES_FILE, await currentApiRoutesMarkdown());
console.log(`Wrote ${API_ROUTES_FILE}.`);
