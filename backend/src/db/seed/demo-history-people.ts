import type { SqlRow } from "./bulk-insert";
import { DEMO_TOWN } from "./demo-town";
import type { HistoryRandom } from "./demo-history-random";
import { FIRST_NAMES, RIDER_NAMES, STREETS, SURNAMES } from "./demo-history-words";

export const HISTORY_CUSTOMERS = 36;

export interface HistoryCustomer {
  id: string;
  firstName: string;
  phone: string;
  address: { id: string; line: string; pincode: string; latitude: number; longitude: number };
}

export interface HistoryPeople {
  customers: HistoryCustomer[];
  /** The generated riders' user ids (off shift: the e2e tests give orders to the demo rider). */
  riders: string[];
  users: SqlRow[];
  riderRows: SqlRow[];
  addresses: SqlRow[];
}

const PINCODES = ["534201", "534202", "534204"] as const;
const DAY = 24 * 60 * 60_000;

/**
 * The town's generated people: customers with a home address within ~2 km of the centre, and
 * the riders. E-mails in the reserved `.test` domain and phones from 70000 00000 up, so nobody
 * real is ever written to; every account has the same unusable password hash.
 */
export function historyPeople(random: HistoryRandom, now: Date, passwordHash: string): HistoryPeople {
  const joined = new Date(now.getTime() - 30 * DAY);
  const account = (id: string, userName: string, email: string, phone: string, role: "customer" | "rider") => ({
    id,
    user_name: userName,
    email,
    phone,
    password_hash: passwordHash,
    role,
    is_verified: true,
    created_at: joined,
    updated_at: joined,
  });
  const customers: HistoryCustomer[] = [];
  const users: SqlRow[] = [];
  const addresses: SqlRow[] = [];
  for (let n = 0; n < HISTORY_CUSTOMERS; n++) {
    const firstName = FIRST_NAMES[n % FIRST_NAMES.length]!;
    const surname = random.pick(SURNAMES);
    const phone = `70000${String(n).padStart(5, "0")}`;
    const customer: HistoryCustomer = {
      id: random.uuid(),
      firstName,
      phone,
      address: {
        id: random.uuid(),
        line: `${random.int(1, 30)}-${random.int(1, 12)}-${random.int(1, 99)}, ${random.pick(STREETS)}`,
        pincode: random.pick(PINCODES),
        latitude: Math.round((DEMO_TOWN.latitude + random.range(-0.018, 0.018)) * 1e6) / 1e6,
        longitude: Math.round((DEMO_TOWN.longitude + random.range(-0.018, 0.018)) * 1e6) / 1e6,
      },
    };
    customers.push(customer);
    const email = `${firstName}.${surname}.${n + 1}@customers.ruchi.test`.toLowerCase();
    users.push(account(customer.id, `${firstName} ${surname}`, email, phone, "customer"));
    addresses.push({
      id: customer.address.id,
      user_id: customer.id,
      address: customer.address.line,
      city: DEMO_TOWN.name,
      pincode: customer.address.pincode,
      phone,
      notes: "",
      latitude: customer.address.latitude,
      longitude: customer.address.longitude,
      created_at: joined,
      updated_at: joined,
    });
  }
  const riders = RIDER_NAMES.map(() => random.uuid());
  RIDER_NAMES.forEach((name, n) => {
    users.push(account(riders[n]!, name, `rider${n + 1}@riders.ruchi.test`, `70001${String(n).padStart(5, "0")}`, "rider"));
  });
  const riderRows = riders.map((userId) => ({ user_id: userId, on_shift: false, shift_changed_at: joined }));
  return { customers, riders, users, riderRows, addresses };
}
