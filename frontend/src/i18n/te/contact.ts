import type { CustomerCatalogue } from "../en-customer";

/** The contact page in Telugu. The address, phone and e-mail are data: common/company.ts. */
export const contact: CustomerCatalogue["contact"] = {
  title: "మమ్మల్ని సంప్రదించండి",
  intro: "ఆర్డర్, రెస్టారెంట్ లేదా మా సేవల గురించి ఏమైనా సందేహాలా? మీకు సహాయం చేయడానికి మేము ఉన్నాం.",
  officeHeading: "మా ఆఫీస్",
  phoneHeading: "కాల్ చేయండి",
  hours: "ఉదయం 7:00 – రాత్రి 9:00",
  hoursLabel: "సమయం: {{hours}}",
  callLabel: "{{phone}}కి కాల్ చేయండి",
  emailHeading: "ఇమెయిల్ చేయండి",
  emailLabel: "{{email}}కి ఇమెయిల్ చేయండి",
  feedbackPrompt: "ఏదైనా సలహా లేదా ఫిర్యాదు ఉందా?",
  feedbackLink: "మీ అభిప్రాయం చెప్పండి",
};
