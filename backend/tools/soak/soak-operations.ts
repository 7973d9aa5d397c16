/**
 * The GraphQL documents the soak's clients send, as the web app's pages ask them: plain strings,
 * checked against the schema by soak-operations.spec.ts.
 */
export const OPS = {
  login: `mutation SoakLogin($i: LoginInput!) { login(input: $i) { user { id } } }`,
  nearMe: `query SoakNearMe($lat: Float!, $lng: Float!) {
    restaurantsNear(latitude: $lat, longitude: $lng, limit: 20) { total items { id name isOpenNow distanceKm } } }`,
  menu: `query SoakMenu($id: ID!) { restaurant(id: $id) { id name isOpenNow menuItems { id name isAvailable offerPrice optionGroups { minChoices } } } }`,
  search: `query SoakSearch($k: String!, $lat: Float!, $lng: Float!) {
    searchMenuItems(keyword: $k, latitude: $lat, longitude: $lng) { id name restaurant { id isOpenNow } } }`,
  addToCart: `mutation SoakAddToCart($id: ID!, $q: Int!, $replace: Boolean!) {
    addToCart(menuItemId: $id, quantity: $q, replaceCart: $replace) { id itemCount } }`,
  cart: `query SoakCart { cart { id itemCount total canCheckout } }`,
  placeOrder: `mutation SoakPlaceOrder($i: PlaceOrderInput!) { placeOrder(input: $i) { id status total } }`,
  moveOrder: `mutation SoakMoveOrder($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }`,
  orderStatus: `query SoakOrderStatus($id: ID!) { adminOrder(id: $id) { id status } }`,
  adminOrders: `query SoakAdminOrders { adminOrders(limit: 20) { total items { id status } } }`,
  orderUpdated: `subscription SoakOrderUpdated { orderUpdated { id status } }`,
  orderPlaced: `subscription SoakOrderPlaced { orderPlaced { id status } }`,
} as const;

/** The names the soak reports requests by (the operation's name without "Soak"). */
export const opName = (document: string): string => /(?:query|mutation|subscription)\s+Soak(\w+)/.exec(document)?.[1] ?? "Unnamed";
