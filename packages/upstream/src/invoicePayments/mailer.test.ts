import { createServer, type Server } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOUSE_REF, DEMO_LOGINS, startUpstream, type StartedUpstream } from '../testing.js';

/**
 * A minimal SMTP server (we do not own the mail server; this stands in for it) that accepts every
 * message and keeps what it received, so the test sees what nodemailer handed over.
 */
function smtpSink(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (data !== null) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        messages.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        data = null;
        socket.write('250 queued\r\n');
      }
      let newline: number;
      while (data === null && (newline = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, messages });
    }),
  );
}

describe('invoice e-mails over SMTP (SMTP_URL)', () => {
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  let upstream: StartedUpstream;

  beforeAll(async () => {
    sink = await smtpSink();
    upstream = await startUpstream({ smtpUrl: `smtp://127.0.0.1:${sink.port}` });
  });
  afterAll(async () => {
    await upstream?.close();
    await new Promise((resolve) => sink?.server.close(resolve));
  });

  it('hands each invoice to the SMTP server and records it as delivered by SMTP', async () => {
    const invoice = await upstream.db
      .selectFrom('invoices')
      .innerJoin('houses', 'houses.id', 'invoices.house_id')
      .innerJoin('bidders', 'bidders.id', 'invoices.bidder_id')
      .select(['invoices.id', 'invoices.invoice_group_id', 'bidders.email'])
      .where('houses.ref', '=', DEMO_HOUSE_REF)
      .orderBy('invoices.id')
      .executeTakeFirstOrThrow();
    const cookie =
      String(
        (await request(upstream.url).post('/app/login').send(DEMO_LOGINS.staff)).headers['set-cookie'],
      ).split(';')[0] ?? '';
    const res = await request(upstream.url)
      .post(`/app/house/${DEMO_HOUSE_REF}/invoiceGroup/${invoice.invoice_group_id}/invoiceSend`)
      .set('Cookie', cookie)
      .send([invoice.id]);
    expect(res.status).toBe(200);
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]).toContain(`To: ${invoice.email}`);
    expect(sink.messages[0]).toContain(`Invoice #${invoice.id}`);
    const stored = await upstream.db
      .selectFrom('invoice_emails')
      .select(['delivery', 'to_address'])
      .where('invoice_id', '=', invoice.id)
      .execute();
    expect(stored).toEqual([{ delivery: 'smtp', to_address: invoice.email }]);
  });
});
