import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type request from "supertest";
import { graphql } from "../gql";
import type { CreateWebhookInput } from "../gql/graphql";
import { gql } from "./graphql";

type TestAgent = request.Agent;

/** The webhook operations several test files send (see operations.ts for the convention). */

export const WEBHOOK_FIELDS = graphql(`
  fragment WebhookFields on Webhook { id url events restaurantIds active createdAt deletedAt failing failingSince lastDeliveryAt }
`);

export const CREATE_WEBHOOK = graphql(`
  mutation CreateWebhook($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { ...WebhookFields } signingSecret } }
`);

export const WEBHOOKS = graphql(`
  query Webhooks { webhooks { ...WebhookFields } }
`);

export const DELETE_WEBHOOK = graphql(`
  mutation DeleteWebhook($id: ID!) { deleteWebhook(id: $id) { ...WebhookFields } }
`);

export const DELIVERY_FIELDS = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    id webhookId eventType eventId status nextAttemptAt createdAt
    attempts { attemptedAt statusCode error succeeded redelivery }
  }
`);

export const WEBHOOK_DELIVERIES = graphql(`
  query WebhookDeliveries($webhookId: ID!, $limit: Int, $offset: Int) {
    webhookDeliveries(webhookId: $webhookId, limit: $limit, offset: $offset) { total limit offset items { ...WebhookDeliveryFields } }
  }
`);

export const REDELIVER_WEBHOOK = graphql(`
  mutation RedeliverWebhook($deliveryId: ID!) { redeliverWebhook(deliveryId: $deliveryId) { ...WebhookDeliveryFields } }
`);

/** A new webhook made by a superadmin; throws when the API refuses it. */
export async function createWebhook(superadmin: TestAgent, input: CreateWebhookInput) {
  const created = await gql(superadmin, CREATE_WEBHOOK, { input });
  if (!created.data) throw new Error(`createWebhook failed: ${JSON.stringify(created.errors)}`);
  return created.data.createWebhook;
}

/** A webhook's deliveries, newest first; throws when the API refuses. */
export async function deliveriesOf(superadmin: TestAgent, webhookId: string) {
  const page = await gql(superadmin, WEBHOOK_DELIVERIES, { webhookId, limit: 50 });
  if (!page.data) throw new Error(`webhookDeliveries failed: ${JSON.stringify(page.errors)}`);
  return page.data.webhookDeliveries;
}

/** Polls until `check` holds (webhooks arrive in the background), failing after `timeoutMs`. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not so after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  /** The raw body, as the signature covers it. */
  body: string;
}

/** How the receiver answers its n-th request (0-based): an HTTP status, or "hang" to never answer. */
export type ReceiverAnswer = (index: number) => number | "hang";

/** A partner's receiver on 127.0.0.1 (the app runs with WEBHOOK_ALLOW_LOCAL=true) that keeps what it gets. */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  answer: ReceiverAnswer = () => 204;
  private readonly hanging: ServerResponse[] = [];
  private server: Server | null = null;
  url = "";

  async start(path = "/hooks/ruchi"): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const index = this.received.length;
        this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
        const answer = this.answer(index);
        if (answer === "hang") {
          this.hanging.push(res);
          return;
        }
        res.statusCode = answer;
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
    return this;
  }

  /** The requests whose body has this type ("order.placed" ...). */
  ofType(type: string): ReceivedWebhook[] {
    return this.received.filter((request) => (JSON.parse(request.body) as { type: string }).type === type);
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    for (const res of this.hanging.splice(0)) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
