import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * What a page shows at first, put into the query cache before the server renders it: the
 * same query options its components read, so the render finds them and the browser, handed
 * the cache, asks for nothing again.
 */
export type PageDataLoader = (context: {
  queryClient: QueryClient;
  params: Params;
  url: URL;
}) => Promise<unknown>;
