import type { Widen } from "../en";
import type { orderRating as enOrderRating, reviews as enReviews } from "../en/reviews";

export const orderRating: Widen<typeof enOrderRating> = {
  heading: "మీ ఆర్డర్ ఎలా ఉంది?",
  yourRating: "మీ రేటింగ్",
  food: "ఆహారం",
  delivery: "డెలివరీ",
  stars_one: "{{count}} నక్షత్రం",
  stars_other: "{{count}} నక్షత్రాలు",
  liked: "మీకు నచ్చిన వంటకాలు",
  comment: "మీ రివ్యూ",
  commentPlaceholder: "మీకు ఏం నచ్చిందో ఇతరులకు చెప్పండి (ఐచ్ఛికం)",
  submit: "రేటింగ్ పంపండి",
  thanks: "మీ ఆర్డర్‌కు రేటింగ్ ఇచ్చినందుకు ధన్యవాదాలు!",
  failed: "మీ రేటింగ్ పంపలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.",
  problems: {
    foodRatingRequired: "ఆహారానికి 1 నుండి 5 నక్షత్రాలు ఎంచుకోండి.",
    commentTooLong: "మీ రివ్యూ 500 అక్షరాలకు మించకూడదు.",
  },
};

export const reviews: Widen<typeof enReviews> = {
  heading: "రివ్యూలు",
  summary_one: "★ {{rating}}, {{count}} రేటింగ్",
  summary_other: "★ {{rating}}, {{count}} రేటింగ్‌లు",
  starting: "★ {{rating}}: ఇంకా తగినన్ని రేటింగ్‌లు లేవు",
  empty: "ఇంకా రివ్యూలు లేవు.",
  loadFailed: "రివ్యూలు లోడ్ కాలేదు.",
  retry: "మళ్లీ ప్రయత్నించండి",
  reply: "రెస్టారెంట్ జవాబు",
  more: "మరిన్ని రివ్యూలు చూపించండి",
  close: "మూసివేయండి",
  stars_one: "{{count}} నక్షత్రం",
  stars_other: "{{count}} నక్షత్రాలు",
};
