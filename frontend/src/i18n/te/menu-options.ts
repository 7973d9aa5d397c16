import type { CustomerCatalogue } from "../en-customer";

/** The option sheet's texts in Telugu. */
export const menuOptions: CustomerCatalogue["menuOptions"] = {
  chooseOne: "ఒకటి ఎంచుకోండి",
  chooseUpTo: "{{count}} వరకు ఎంచుకోవచ్చు",
  chooseBetween: "{{min}} నుండి {{max}} వరకు ఎంచుకోండి",
  extra: "+{{price}} అదనం",
  soldOut: "అయిపోయింది",
  addWithPrice: "కార్ట్‌కి చేర్చండి · {{price}}",
  close: "మూసివేయండి",
};
