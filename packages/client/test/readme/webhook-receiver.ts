import { createServer } from 'node:http';
import { verifyWebhook, WebhookVerificationError } from '@employee/client';

const secret = process.env.WEBHOOK_SECRET ?? ''; // whsec_…, shown once when the endpoint was created
const handled = new Set<string>(); // the webhook-id of every event handled: a delivery may come more than once

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    try {
      const event = verifyWebhook(secret, request.headers, Buffer.concat(chunks)); // the body as received
      const id = String(request.headers['webhook-id']);
      if (!handled.has(id)) {
        handled.add(id);
        console.log(`${event.type} ${event.data.id}`); // then read the resource with your API key
      }
      response.writeHead(204).end(); // a 2xx within 10 s, or the service tries again later
    } catch (error) {
      response.writeHead(error instanceof WebhookVerificationError ? 401 : 500).end();
    }
  });
}).listen(Number(process.env.PORT ?? 8080));
