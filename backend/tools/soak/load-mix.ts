import { randomUUID } from "node:crypto";
import { LiveWatch } from "./live-watch";
import type { OrderAttempt, RequestRecord, WatchRecord } from "./observations";
import { soakTag } from "./order-check";
import { OrderMover } from "./order-mover";
import { ORDER_RETRY } from "./retry";
import { SoakClient, sleep, type Clock, type Credentials } from "./soak-client";
import { OPS } from "./soak-operations";
import type { SoakCustomer, SoakWorld } from "./world";

interface NearMe {
  restaurantsNear: { items: Array<{ id: string; isOpenNow: boolean }> };
}
interface Menu {
  restaurant: { menuItems: Array<{ id: string; isAvailable: boolean; optionGroups: Array<{ minChoices: number }> }> };
}
interface CartView {
  cart: { itemCount: number; canCheckout: boolean };
}
interface Placed {
  placeOrder: { id: string; status: string };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const pause = (fromMs: number, toMs: number) => sleep(fromMs + Math.random() * (toMs - fromMs));

export interface LoadMixOptions {
  baseUrl: string;
  clock: Clock;
  world: SoakWorld;
  /** The superadmin who moves the orders. */
  office: Credentials;
  /** Anonymous visitors who only browse and search. */
  browsers: number;
}

/**
 * The bounded mixed load: every customer browses near-me and a menu, sometimes searches, fills a
 * cart, places an order with a new idempotency key (tried again with the same key until the app
 * answers) and keeps a live page of their orders open; anonymous visitors browse and search; an
 * admin moves every order to delivered; other admins keep the orders page live (orderPlaced and
 * orderUpdated). A fixed number of clients, each waiting for its answer: the load cannot run away.
 */
export class LoadMix {
  readonly requests: RequestRecord[] = [];
  readonly attempts: OrderAttempt[] = [];
  private readonly watches: LiveWatch[] = [];
  private customers: Array<{ account: SoakCustomer; client: SoakClient }> = [];
  private mover: OrderMover | null = null;

  constructor(private readonly options: LoadMixOptions) {}

  get watchRecords(): WatchRecord[] {
    return this.watches.flatMap((watch) => watch.records);
  }

  get moveCauses(): ReadonlyMap<string, number> {
    return this.mover?.causes ?? new Map();
  }

  private client(credentials: Credentials | null = null) {
    return new SoakClient(this.options.baseUrl, this.requests, this.options.clock, credentials);
  }

  private async signedIn(credentials: Credentials): Promise<SoakClient> {
    const client = this.client(credentials);
    const outcome = await client.signIn();
    if (outcome.kind !== "ok") throw new Error(`${credentials.email} could not sign in: ${JSON.stringify(outcome)}`);
    return client;
  }

  private watch(client: SoakClient): LiveWatch {
    const watch = new LiveWatch(this.options.baseUrl, () => client.sessionCookie, this.options.clock);
    this.watches.push(watch);
    return watch;
  }

  /** Signs everyone in and opens the live pages; what this sends is not part of the figures. */
  async setUp(): Promise<void> {
    const { world, office } = this.options;
    this.mover = new OrderMover(await this.signedIn(office), this.options.clock);
    this.customers = await Promise.all(world.customers.map(async (account) => ({ account, client: await this.signedIn(account) })));
    this.customers.forEach(({ client }, index) => this.watch(client).subscribe(`customer ${index + 1} orderUpdated`, "orderUpdated"));
    for (const [index, admin] of world.admins.entries()) {
      const watch = this.watch(await this.signedIn(admin));
      watch.subscribe(`admin ${index + 1} orderPlaced`, "orderPlaced");
      watch.subscribe(`admin ${index + 1} orderUpdated`, "orderUpdated");
    }
    this.requests.length = 0;
  }

  /** Runs every client until keepGoing() turns false; resolves once each has finished its round. */
  async run(keepGoing: () => boolean): Promise<void> {
    const loops = [
      this.mover!.run(keepGoing),
      ...this.customers.map(async ({ account, client }) => {
        while (keepGoing()) {
          if (!(await this.customerRound(account, client))) await pause(300, 700);
          await pause(300, 900);
        }
      }),
      ...Array.from({ length: this.options.browsers }, async () => {
        const client = this.client();
        while (keepGoing()) {
          await this.browse(client);
          await pause(200, 600);
        }
      }),
    ];
    await Promise.all(loops);
  }

  async close(): Promise<void> {
    await Promise.all(this.watches.map((watch) => watch.close()));
  }

  private async browse(client: SoakClient): Promise<void> {
    const { point, keywords } = this.options.world;
    const near = await client.call<NearMe>(OPS.nearMe, point);
    const restaurants = near.data?.restaurantsNear.items ?? [];
    if (restaurants.length > 0) await client.call(OPS.menu, { id: pick(restaurants).id });
    if (Math.random() < 0.5 && keywords.length > 0) await client.call(OPS.search, { k: pick(keywords), ...point });
  }

  /** One visit that ends in an order; false when a step failed before the order was sent. */
  private async customerRound(account: SoakCustomer, client: SoakClient): Promise<boolean> {
    const { point, keywords } = this.options.world;
    const near = await client.call<NearMe>(OPS.nearMe, point);
    const open = near.data?.restaurantsNear.items.filter((restaurant) => restaurant.isOpenNow) ?? [];
    if (open.length === 0) return false;
    const menu = await client.call<Menu>(OPS.menu, { id: pick(open).id });
    // A dish that needs a choice (a biryani's Half or Full) is left to the web app's option sheet.
    const items =
      menu.data?.restaurant.menuItems.filter((item) => item.isAvailable && item.optionGroups.every((group) => group.minChoices === 0)) ??
      [];
    if (items.length === 0) return false;
    if (Math.random() < 0.3 && keywords.length > 0) await client.call(OPS.search, { k: pick(keywords), ...point });
    const filled = await client.call(OPS.addToCart, { id: pick(items).id, q: 1 + Math.floor(Math.random() * 2), replace: true });
    if (filled.outcome.kind !== "ok") return false;
    if (Math.random() < 0.5) await client.call(OPS.addToCart, { id: pick(items).id, q: 1, replace: false });
    const cart = await client.call<CartView>(OPS.cart);
    if (!cart.data?.cart.canCheckout) return false;
    await this.placeOrder(account, client);
    return true;
  }

  /** The checkout: one idempotency key, sent again until the app answers (ORDER_RETRY). */
  private async placeOrder(account: SoakCustomer, client: SoakClient): Promise<void> {
    const idempotencyKey = randomUUID();
    const attempt: OrderAttempt = {
      idempotencyKey,
      firstSentMs: this.options.clock(),
      tries: 0,
      acknowledgedOrderId: null,
      final: "gave-up",
    };
    this.attempts.push(attempt);
    const input = { addressId: account.addressId, idempotencyKey, kitchenNote: soakTag(idempotencyKey) };
    const answer = await client.call<Placed>(OPS.placeOrder, { i: input }, ORDER_RETRY, (tries) => (attempt.tries = tries));
    if (answer.data) {
      attempt.final = "acknowledged";
      attempt.acknowledgedOrderId = answer.data.placeOrder.id;
      this.mover!.add(answer.data.placeOrder.id);
    } else if (answer.outcome.kind === "refused") {
      attempt.final = "refused";
      attempt.refusedCode = answer.outcome.code;
    }
  }
}
