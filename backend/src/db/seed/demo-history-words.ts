/**
 * The words of the generated history (demo-history-plan.ts): made-up Telugu names, streets of
 * the demo town, and what customers, kitchens and riders say. Nobody real: the e-mails use the
 * reserved `.test` domain and the phone numbers a range no demo account uses.
 */
export const FIRST_NAMES = [
  "Anil",
  "Bhavani",
  "Chaitanya",
  "Deepika",
  "Durga",
  "Ganesh",
  "Haritha",
  "Jyothi",
  "Kalyan",
  "Keerthi",
  "Lavanya",
  "Madhavi",
  "Mahesh",
  "Naveen",
  "Padma",
  "Pavan",
  "Prasad",
  "Priya",
  "Raghu",
  "Ramya",
  "Sai",
  "Sandeep",
  "Satya",
  "Sirisha",
  "Sravani",
  "Srikanth",
  "Sunitha",
  "Swathi",
  "Teja",
  "Usha",
  "Vamsi",
  "Venkatesh",
  "Vijaya",
  "Yamini",
] as const;

export const SURNAMES = [
  "Reddy",
  "Raju",
  "Naidu",
  "Chowdary",
  "Varma",
  "Rao",
  "Sastry",
  "Kumar",
  "Murthy",
  "Prasad",
  "Devi",
  "Lakshmi",
] as const;

export const RIDER_NAMES = ["Suresh Babu", "Ramesh Naidu", "Nagendra", "Veerababu"] as const;

export const STREETS = [
  "JP Road",
  "Undi Road",
  "Juvvalapalem Road",
  "Gunupudi",
  "Rayalam Road",
  "Tadepalligudem Road",
  "Collector Office Road",
  "Vishnupur",
  "Mentey Vari Thota",
  "Balusumoodi",
  "Sivaraopeta",
  "Chinna Amiram",
] as const;

export const RATING_COMMENTS = [
  "Hot and fresh, just like at the restaurant.",
  "Biryani was perfect, a little too spicy for my mother.",
  "Came quickly even in the rain. Thank you!",
  "Good taste, the packing could be better.",
  "Our Sunday favourite.",
  "Pesarattu was crisp, the chutney was excellent.",
  "A bit late, but the rider called and kept us informed.",
  "Portions are generous for the price.",
] as const;

export const REJECTION_REASONS = ["Ran out of the dish", "Kitchen closing early today", "Too many orders right now"] as const;

export const CANCELLATION_REASONS = ["Ordered by mistake", "Plans changed", "Wrong address"] as const;

export const FAILURE_REASONS = ["Customer not reachable on phone", "House locked, nobody answered"] as const;

export const SHORT_CHANGE_NOTE = "Customer had no change";
