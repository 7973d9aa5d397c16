import { Order } from "./order.entity";
import { hearsOfOrder, orderFromSnapshot, orderSnapshot } from "./order-live-events";
import type { User } from "../users/user.entity";

const order = Object.assign(new Order(), {
  id: "0b5c8f0e-3a51-4f43-9d3e-8e1f2c3d4abc",
  userId: "u1",
  restaurantId: "r1",
  restaurantName: "Sri Krishna Tiffins",
  cartId: null,
  status: "confirmed",
  paymentMethod: "cod",
  itemsTotalPaise: 24000,
  deliveryChargePaise: 3000,
  totalPaise: 27000,
  addressId: "a1",
  addressLine: "12-3 Gandhi Nagar",
  addressCity: "Bhimavaram",
  addressPincode: "534201",
  addressPhone: "9123456780",
  addressNotes: "",
  addressLatitude: null,
  addressLongitude: null,
  rejectionReason: null,
  acknowledgedAt: null,
  kitchenNote: "Less spicy",
  preparationMinutes: 20,
  estimatedReadyAt: new Date("2026-11-22T10:25:00.000Z"),
  riderId: "r9",
  assignedAt: new Date("2026-11-22T10:06:00.000Z"),
  pickedUpAt: null,
  deliveredAt: null,
  deliverAt: new Date("2026-11-22T13:00:00.000Z"),
  releaseAt: new Date("2026-11-22T12:10:00.000Z"),
  cashCollectedPaise: null,
  cashNote: null,
  deliveryFailureReason: null,
  cashHandoverId: null,
  createdAt: new Date("2026-11-22T10:00:00.000Z"),
  updatedAt: new Date("2026-11-22T10:05:00.000Z"),
});

describe("an order crossing the event bus", () => {
  it("comes back from its JSON as the same Order, dates and computed fields included", () => {
    const received = orderFromSnapshot(JSON.parse(JSON.stringify(orderSnapshot(order))));
    expect(received).toBeInstanceOf(Order);
    expect(received).toEqual(order);
    expect(received.updatedAt).toEqual(new Date("2026-11-22T10:05:00.000Z"));
    expect(received.estimatedReadyAt).toEqual(new Date("2026-11-22T10:25:00.000Z"));
    expect(received.assignedAt).toEqual(new Date("2026-11-22T10:06:00.000Z"));
    expect(received.pickedUpAt).toBeNull();
    expect([received.shortId, received.total, received.itemsTotal]).toEqual(["3D4ABC", 270, 240]);
  });

  it("is heard by its customer and by staff, never by another customer or an anonymous socket", () => {
    const viewer = (id: string, role: User["role"]) => ({ id, role }) as User;
    expect(hearsOfOrder(viewer("u1", "customer"), order)).toBe(true);
    expect(hearsOfOrder(viewer("u2", "customer"), order)).toBe(false);
    expect(hearsOfOrder(viewer("s1", "admin"), order)).toBe(true);
    expect(hearsOfOrder(viewer("s2", "superadmin"), order)).toBe(true);
    expect(hearsOfOrder(null, order)).toBe(false);
  });
});
