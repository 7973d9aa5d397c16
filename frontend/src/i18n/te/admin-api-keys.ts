import type { AdminCatalogue } from "../en-admin";

/**
 * The API keys page in Telugu. Technical names stay as partners' programmers write them: API,
 * the scope names (CATALOGUE_READ ...), /graphql, "Authorization: Bearer" and HTTP 429;
 * everyday loanwords (కీ, రిక్వెస్ట్, రెస్టారెంట్, ఆర్డర్, మెనూ) are written in Telugu script, as in
 * the rest of the admin panel.
 */
export const adminApiKeys: AdminCatalogue["adminApiKeys"] = {
  nav: "API కీలు",
  title: "API కీలు",
  intro:
    "భాగస్వాముల ప్రోగ్రామ్‌లు (పార్ట్‌నర్ యాప్, కియోస్క్, రిపోర్ట్ స్క్రిప్ట్) Ruchi API ని వాడటానికి కీలు కావాలి. ప్రతి కీ తన స్కోప్‌లు అనుమతించిన పనులే, తన రెస్టారెంట్లకు మాత్రమే చేయగలదు.",
  create: "API కీ సృష్టించండి",
  loading: "API కీలు లోడ్ అవుతున్నాయి...",
  loadFailed: "API కీలను లోడ్ చేయలేకపోయాం. మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్లీ ప్రయత్నించండి.",
  none: "ఇంకా API కీలు లేవు. ప్రతి భాగస్వామి ప్రోగ్రామ్‌కు ఒక కీ సృష్టించండి.",
  count_one: "{{count}} కీ",
  count_other: "{{count}} కీలు",

  column: {
    key: "కీ",
    scopes: "స్కోప్‌లు",
    restaurants: "రెస్టారెంట్లు",
    requests: "రిక్వెస్ట్‌లు",
    actions: "చర్యలు",
  },
  prefix: "మొదలయ్యేది",
  revoked: "ఉపసంహరించారు",
  revokedOn: "{{date}}న ఉపసంహరించారు",
  noRestaurants: "ఏవీ లేవు: కేటలాగ్ మాత్రమే",
  requestsToday_one: "ఈరోజు {{count}} రిక్వెస్ట్",
  requestsToday_other: "ఈరోజు {{count}} రిక్వెస్ట్‌లు",
  limit_one: "పరిమితి: నిమిషానికి {{count}}",
  limit_other: "పరిమితి: నిమిషానికి {{count}}",
  createdOn: "{{date}}న సృష్టించారు",
  lastUsed: "చివరిగా {{date}}న వాడారు",
  neverUsed: "ఇంకా వాడలేదు",

  perDay: {
    show: "రోజువారీ రిక్వెస్ట్‌లు",
    summary_one: "14 రోజుల్లో {{count}} రిక్వెస్ట్",
    summary_other: "14 రోజుల్లో {{count}} రిక్వెస్ట్‌లు",
    caption: "{{name}} రోజువారీ రిక్వెస్ట్‌లు, భారత కాలమానం ప్రకారం, ఈరోజు ముందు",
    date: "తేదీ",
    requests: "రిక్వెస్ట్‌లు",
    rateLimited: "పరిమితి మించినవి",
  },

  scopeHelp: {
    CATALOGUE_READ: "రెస్టారెంట్లు, మెనూలు, వెతుకులాట, కేటగిరీలు, బ్యానర్లు, ఊళ్ల వివరాలు చదవచ్చు.",
    ORDERS_READ: "తన రెస్టారెంట్ల ఆర్డర్లు చదవచ్చు, కస్టమర్ల ఇమెయిల్ లేదా ఫోన్ లేకుండా.",
    ORDERS_WRITE: "తన రెస్టారెంట్ల ఆర్డర్లను తర్వాతి స్టేటస్‌కు మార్చవచ్చు.",
    MENU_WRITE: "తన రెస్టారెంట్ల మెనూ ఐటమ్‌ల లభ్యత, ధరలు మార్చవచ్చు.",
  },

  form: {
    title: "API కీ సృష్టించండి",
    name: "పేరు",
    nameHint: 'ఈ కీ ఎవరి కోసం లేదా దేని కోసం, ఉదా: "జైకా కియోస్క్". ఇది మార్చిన ఆర్డర్లపై ఈ పేరు కనిపిస్తుంది.',
    nameRule: "ఒకే లైన్‌లో పేరు ఎంటర్ చేయండి: 80 అక్షరాల లోపు.",
    scopes: "స్కోప్‌లు",
    scopesRule: "కనీసం ఒక స్కోప్ ఎంచుకోండి.",
    restaurants: "రెస్టారెంట్లు",
    restaurantsHint: "CATALOGUE_READ తప్ప మిగతా ప్రతి స్కోప్‌కు తప్పనిసరి: కీ ఈ రెస్టారెంట్ల కోసం మాత్రమే పనిచేస్తుంది.",
    restaurantsRule: "కనీసం ఒక రెస్టారెంట్ ఎంచుకోండి, లేదా CATALOGUE_READ ఒక్కటే ఉంచండి.",
    restaurantsPlaceholder: "పేరుతో రెస్టారెంట్లను వెతకండి",
    noRestaurantFound: "ఈ పేరుతో రెస్టారెంట్ లేదు",
    requestsPerMinute: "నిమిషానికి రిక్వెస్ట్‌లు",
    requestsPerMinuteHint: "ఒక నిమిషంలో ఇంతకు మించిన రిక్వెస్ట్‌లు తిరస్కరించబడతాయి (HTTP 429).",
    requestsPerMinuteRule: "1 నుండి 60,000 వరకు పూర్తి సంఖ్య ఎంటర్ చేయండి.",
    submit: "కీ సృష్టించండి",
    cancel: "రద్దు చేయండి",
    failed: "కీ సృష్టించలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.",
  },

  secret: {
    title: '"{{name}}" సీక్రెట్',
    warning: "ఈ సీక్రెట్ ఇప్పుడు ఒక్కసారే కనిపిస్తుంది. మళ్లీ చూపించడం కుదరదు: ఇప్పుడే కాపీ చేసి సురక్షితమైన చోట దాచుకోండి.",
    lost: "ఇది ఎప్పుడైనా పోయినా, బయటపడినా, ఈ కీని ఉపసంహరించి కొత్తది సృష్టించండి.",
    usage: 'ప్రోగ్రామ్‌లు /graphql కు పంపే ప్రతి రిక్వెస్ట్ హెడర్‌లో "Authorization: Bearer" తర్వాత దీన్ని పంపాలి.',
    label: "సీక్రెట్",
    copy: "కాపీ",
    copied: "సీక్రెట్ కాపీ అయింది.",
    copyFailed: "కాపీ చేయలేకపోయాం. సీక్రెట్‌ను సెలెక్ట్ చేసి మీరే కాపీ చేయండి.",
    done: "దాచుకున్నాను",
  },

  revoke: {
    button: "ఉపసంహరించండి",
    buttonOf: "{{name}} ఉపసంహరించండి",
    title: '"{{name}}" కీని ఉపసంహరించాలా?',
    text: "ఈ కీ వాడే ప్రోగ్రామ్‌లు వెంటనే తిరస్కరించబడతాయి. దీన్ని వెనక్కి తీసుకోలేరు.",
    ok: "ఉపసంహరించండి",
    cancel: "రద్దు చేయండి",
    done: '"{{name}}" కీ ఉపసంహరించబడింది.',
    failed: "కీని ఉపసంహరించలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.",
  },
};
