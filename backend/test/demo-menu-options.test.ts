import { signedInCustomer } from "./support/accounts";
import { errorCode, gql } from "./support/graphql";
import { startTestApp, type TestApp } from "./support/test-app";
import { graphql } from "./gql";

/** The demo town as `npm start` seeds it sells its biryanis the way Andhra biryani houses do (issue 28). */

const DEMO_DISH = graphql(`
  query DemoDishChoices($id: ID!) {
    restaurant(id: $id) {
      menuItems { id name price optionGroups { name minChoices maxChoices options { id name extraPrice isAvailable } } }
    }
  }
`);
const ADD_DEMO_DISH = graphql(`
  mutation AddDemoDish($id: ID!, $optionIds: [ID!]) {
    addToCart(menuItemId: $id, quantity: 1, replaceCart: true, optionIds: $optionIds) {
      items { name price options { name groupName extraPrice } }
    }
  }
`);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { SEED_DEMO_DATA: "true" } });
});
afterAll(() => app.stop());

it("seeds Half/Full and extras on the biryanis, which a customer orders as Full with extra raita", async () => {
  const { rows } = await app.db.query<{ id: string }>(`SELECT id FROM restaurants WHERE name = 'Bhimavaram Biryani House'`);
  // Open at any hour the test runs (equal times: the whole day).
  const allDay = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"].map((day) => ({
    day,
    opens: "00:00",
    closes: "00:00",
  }));
  await app.db.query(`UPDATE restaurants SET opening_hours = $2, is_open = true WHERE id = $1`, [rows[0]!.id, JSON.stringify(allDay)]);
  const menu = await gql(app.agent(), DEMO_DISH, { id: rows[0]!.id });
  const biryani = menu.data!.restaurant!.menuItems.find((item) => item.name === "Chicken Dum Biryani")!;
  expect(biryani.optionGroups.map((group) => [group.name, group.minChoices, group.maxChoices])).toEqual([
    ["Portion", 1, 1],
    ["Extras", 0, 3],
  ]);
  const [portion, extras] = biryani.optionGroups;
  expect(portion!.options.map((option) => [option.name, option.extraPrice])).toEqual([
    ["Half", 0],
    ["Full", 120],
  ]);
  const prawns = menu.data!.restaurant!.menuItems.find((item) => item.name === "Prawns Biryani")!;
  expect(prawns.optionGroups[1]!.options.find((option) => option.name === "Boiled egg")!.isAvailable).toBe(false);

  const { agent: customer } = await signedInCustomer(app);
  const full = portion!.options.find((option) => option.name === "Full")!;
  const raita = extras!.options.find((option) => option.name === "Extra raita")!;
  const portionless = await gql(customer, ADD_DEMO_DISH, { id: biryani.id, optionIds: [raita.id] });
  expect(errorCode(portionless)).toBe("OPTION_REQUIRED");
  const added = await gql(customer, ADD_DEMO_DISH, { id: biryani.id, optionIds: [full.id, raita.id] });
  expect(added.data!.addToCart.items).toEqual([
    {
      name: "Chicken Dum Biryani",
      price: biryani.price + 120 + 20,
      options: [
        { name: "Full", groupName: "Portion", extraPrice: 120 },
        { name: "Extra raita", groupName: "Extras", extraPrice: 20 },
      ],
    },
  ]);
});
