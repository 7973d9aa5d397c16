import type { MenuCategory } from "../../modules/menu/menu-category";

/** A home-page carousel banner: promo text drawn on the image, with a few dishes beside it. */
export interface DemoBanner {
  slug: string;
  headline: string;
  subline: string;
  /** Background gradient, left to right, as CSS colours. */
  colors: readonly [string, string];
  /** Dishes drawn on the right, the first one largest (name and category pick the picture, see dish-art.ts). */
  dishes: readonly { name: string; category: MenuCategory }[];
}

/**
 * Promises the product keeps: the delivery charge is a flat ₹30 (docs/architecture.md#pricing) and payment is cash on
 * delivery, the tiffin centre opens at 06:00 and the biryani house closes at 23:30.
 */
export const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    slug: "hot-tiffins",
    headline: "Hot tiffins from 6 AM",
    subline: "Idli, dosa and upma pesarattu, fresh off the tawa",
    colors: ["#1f6f43", "#7cb342"],
    dishes: [
      { name: "Masala Dosa", category: "tiffin" },
      { name: "Ghee Karam Idli", category: "tiffin" },
      { name: "Filter Coffee", category: "drink" },
    ],
  },
  {
    slug: "late-night-biryani",
    headline: "Biryani till 11:30 PM",
    subline: "Dum biryani, chicken 65 and kebabs across Bhimavaram",
    colors: ["#7a1f1f", "#e0662b"],
    dishes: [
      { name: "Chicken Dum Biryani", category: "meal" },
      { name: "Chicken 65", category: "starter" },
      { name: "Fresh Lime Soda", category: "drink" },
    ],
  },
  {
    slug: "flat-delivery",
    headline: "Flat ₹30 delivery",
    subline: "Anywhere in Bhimavaram. Pay cash on delivery",
    colors: ["#3b2a8f", "#d6336c"],
    dishes: [
      { name: "Farmhouse Veg Pizza", category: "fastFood" },
      { name: "Crispy Chicken Burger", category: "fastFood" },
      { name: "Chocolate Ice Cream Cone", category: "bakeryItem" },
    ],
  },
];
