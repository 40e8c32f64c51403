import { API_MESSAGES } from '@shop/shared';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers/test-app';

describeEachDatabase('a server being shut down', { seed: true }, (context) => {
  it('says 503 to the load balancer, answers what it was asked, and closes each connection once it stops accepting', async () => {
    const before = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(before.statusCode).toBe(200);
    expect(before.headers.connection).not.toBe('close');

    context.app.startDraining();
    const health = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ success: false, message: API_MESSAGES.shuttingDown });

    // Everything else is served as usual on the connection the client has, until it stops accepting.
    const served = await context.app.inject({ method: 'GET', url: '/api/product/list?limit=2' });
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).not.toBe('close');

    context.app.closingConnections = true;
    const list = await context.app.inject({ method: 'GET', url: '/api/product/list?limit=2' });
    expect(list.statusCode).toBe(200);
    expect(list.json().products).toHaveLength(2);
    expect(list.headers.connection).toBe('close');
  });
});
