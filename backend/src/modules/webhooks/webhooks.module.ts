import { resolver, type AppModule } from "../../common/app-module";
import type { WebhookDeliverySettings } from "./webhook-retry-schedule";
import { WebhookDeliveryAttempt } from "./webhook-delivery-attempt.entity";
import { WebhookDelivery } from "./webhook-delivery.entity";
import { WebhookEventRecord } from "./webhook-event-record.entity";
import { Webhook } from "./webhook.entity";
import { WebhookResolver } from "./webhook.resolver";
import { WebhookService } from "./webhook.service";
import { oldWebhookEvents } from "./webhook-retention";

declare module "../../common/app-module" {
  interface ServiceDeps {
    /** WEBHOOK_ALLOW_LOCAL: webhooks may use http and local addresses. */
    webhookAllowLocal: boolean;
    /** Shorter webhook timings (tests); absent: 10 s to answer, retries for 24 hours. */
    webhookDelivery?: Partial<WebhookDeliverySettings>;
  }
  interface AppServices {
    webhooks: WebhookService;
  }
}

/** Sends the orders' and the menu's changes, so it comes after both in the list. */
export const webhooksModule: AppModule = {
  name: "webhooks",
  entities: [Webhook, WebhookEventRecord, WebhookDelivery, WebhookDeliveryAttempt],
  services: (deps, { jobs, orders, menu, retention, audit }) => {
    const webhooks = new WebhookService({ ...deps, jobs, audit });
    retention.add(oldWebhookEvents);
    orders.extend({ name: "webhooks", afterCommit: webhooks.orderEvents });
    menu.onItemChanged(webhooks.menuItemChanges);
    return { webhooks };
  },
  resolvers: [resolver(WebhookResolver, (services) => new WebhookResolver(services.webhooks))],
  start: async ({ webhooks }, { onStop }) => {
    await webhooks.start();
    onStop(() => webhooks.stop());
  },
};
