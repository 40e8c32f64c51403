import { adminContactMessageListResponseSchema, adminSubscriberListResponseSchema } from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, type TestUser } from '../../../test/helpers/admin-fixtures';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { contactMessages, newsletterSubscribers } from '../../db/schema';
import { csvCell, toCsv } from '../../plugins/csv';

describe('csv', () => {
  it('quotes by RFC 4180 and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('Ama; Accra')).toBe('"Ama; Accra"');
    expect(csvCell('say "hi"; twice')).toBe('"say ""hi""; twice"');
    expect(toCsv(['A', 'B'], [['x;y', 'z']])).toBe('A,B\r\n"x;y",z\r\n');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+233 24')).toBe("'+233 24");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-5)).toBe('-5');
    expect(toCsv(['A', 'B'], [['1', '2']])).toBe('A,B\r\n1,2\r\n');
  });
});

describeEachDatabase('admin contact messages and newsletter subscribers', {}, (context) => {
  let staff: TestUser;
  beforeAll(async () => {
    const db = context.database.db;
    staff = await createTestUser(db, { isAdmin: true });
    await db.insert(contactMessages).values([
      {
        name: 'Yaw Asante',
        email: 'yaw@example.com',
        message: 'Do you sell, "original" chargers?',
        createdAt: new Date('2026-01-02T10:00:00Z'),
      },
      {
        name: '=cmd|calc',
        email: null,
        message: 'line one\nline two',
        createdAt: new Date('2026-01-03T10:00:00Z'),
      },
    ]);
    await db.insert(newsletterSubscribers).values([
      { email: 'esi@example.com', createdAt: new Date('2026-01-01T08:00:00Z') },
      { email: '+evil@example.com', createdAt: new Date('2026-01-05T08:00:00Z') },
    ]);
  });
  const get = (url: string) => context.app.inject({ method: 'GET', url, headers: bearer(staff.token) });

  it('lists contact messages newest first, paged', async () => {
    const response = await get('/api/admin/contact-messages');
    expect(response.statusCode).toBe(200);
    const body = adminContactMessageListResponseSchema.parse(response.json());
    expect(body.total).toBe(2);
    expect(body.messages.map((message) => message.name)).toEqual(['=cmd|calc', 'Yaw Asante']);
    expect(body.messages[1]).toMatchObject({
      email: 'yaw@example.com',
      createdAt: '2026-01-02T10:00:00.000Z',
    });
    const paged = (await get('/api/admin/contact-messages?page=2&limit=1')).json();
    expect(paged).toMatchObject({ total: 2, page: 2, limit: 1, messages: [{ name: 'Yaw Asante' }] });
    const bad = await get('/api/admin/contact-messages?limit=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.toLowerCase()).toContain('limit');
  });

  it('exports contact messages as CSV: header row, quoting, formulas neutralised', async () => {
    const response = await get('/api/admin/contact-messages.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body).toBe(
      'Date,Name,Email,Message\r\n' +
        '2026-01-03T10:00:00.000Z,\'=cmd|calc,,"line one\nline two"\r\n' +
        '2026-01-02T10:00:00.000Z,Yaw Asante,yaw@example.com,"Do you sell, ""original"" chargers?"\r\n',
    );
  });

  it('lists and exports newsletter subscribers', async () => {
    const list = adminSubscriberListResponseSchema.parse(
      (await get('/api/admin/newsletter-subscribers')).json(),
    );
    expect(list.subscribers.map((subscriber) => subscriber.email)).toEqual([
      '+evil@example.com',
      'esi@example.com',
    ]);
    expect(list.total).toBe(2);
    const response = await get('/api/admin/newsletter-subscribers.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body).toBe(
      'Email,Subscribed\r\n' +
        "'+evil@example.com,2026-01-05T08:00:00.000Z\r\n" +
        'esi@example.com,2026-01-01T08:00:00.000Z\r\n',
    );
  });

  it('exports just the header row when there is nothing yet', async () => {
    await context.database.db.delete(newsletterSubscribers);
    expect((await get('/api/admin/newsletter-subscribers.csv')).body).toBe('Email,Subscribed\r\n');
  });
});
