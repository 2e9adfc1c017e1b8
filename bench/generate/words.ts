/** @module bench/generate/words — word banks the conversation generator draws from. */

export const FIRST_NAMES = [
  'Priya', 'Diego', 'Mara', 'Tomasz', 'Aisha', 'Kenji', 'Lena', 'Omar', 'Sofia', 'Jonas',
  'Chloé', 'Ravi', 'Ingrid', 'Mateo', 'Yuki', 'Amara', 'Felix', 'Noor', 'Hugo', 'Zara',
  'Bruno', 'Elif', 'Caleb', 'Ana', 'Viktor', 'Leila', 'Sam', 'Mei', 'Oskar', 'Nadia',
] as const;

export const LAST_NAMES = [
  'Raman', 'Alvarez', 'Kowalski', 'Okafor', 'Tanaka', 'Schmidt', 'Haddad', 'Rossi', 'Berg',
  'Dubois', 'Iyer', 'Novak', 'Silva', 'Park', 'Mensah', 'Larsen', 'Costa', 'Nakamura', 'Weber',
  'Farouk', 'Moreau', 'Lindqvist', 'Petrov', 'Quinn', 'Adeyemi',
] as const;

export const CITIES = [
  'Lisbon', 'Tacoma', 'Osaka', 'Lyon', 'Nairobi', 'Gdańsk', 'Austin', 'Porto', 'Reno', 'Bergen',
  'Valencia', 'Kraków', 'Denver', 'Montréal', 'Seville', 'Tbilisi', 'Hanoi', 'Leeds', 'Bologna',
  'Tallinn', 'Cork', 'Utrecht', 'Boise', 'Perth',
] as const;

export const PRODUCTS = [
  'ergonomic chair', 'standing desk', 'laptop dock', 'label printer', 'noise-cancelling headset',
  'monitor arm', 'server rack', 'barcode scanner', 'coffee machine', 'whiteboard', 'router',
  'UPS battery', 'conference camera', 'filing cabinet', 'keyboard', 'SSD drive',
] as const;

export const UNITS = ['units', 'boxes', 'licenses', 'seats', 'nights', 'pallets', 'people', 'GB', 'kg', 'hours'] as const;

export const NOUNS = [
  'invoice', 'shipment', 'deployment', 'migration', 'contract', 'schedule', 'dashboard', 'report',
  'warehouse', 'backlog', 'budget', 'release', 'checkout flow', 'build', 'reservation', 'proposal',
  'forecast', 'pipeline', 'vendor', 'onboarding', 'ticket', 'rollout', 'database', 'cache',
  'billing cycle', 'itinerary', 'spreadsheet', 'test suite', 'API client', 'roadmap',
] as const;

export const ADJECTIVES = [
  'late', 'confusing', 'stable', 'expensive', 'flaky', 'promising', 'incomplete', 'urgent',
  'reasonable', 'slow', 'surprising', 'solid', 'outdated', 'fragile', 'clear', 'noisy',
  'generous', 'tight', 'messy', 'careful',
] as const;

export const VERBS = [
  'review', 'update', 'cancel', 'reschedule', 'double-check', 'ship', 'deploy', 'book', 'refund',
  'merge', 'archive', 'escalate', 'confirm', 'split', 'migrate', 'document', 'benchmark',
  'rename', 'approve', 'postpone',
] as const;

export const PAST_VERBS = [
  'slipped', 'stalled', 'improved', 'broke', 'changed', 'doubled', 'dropped', 'recovered',
  'drifted', 'went through', 'timed out', 'got delayed', 'came back', 'shrank',
] as const;

export const OPENERS = [
  'Honestly,', 'To be fair,', 'For what it is worth,', 'As far as I can tell,', 'In any case,',
  'On our side,', 'Just so you know,', 'If I remember correctly,', 'From what I saw,',
  'Looking at it again,', 'Quick note:', 'Also,', 'By the way,', 'Separately,', '',
] as const;

export const TIMES = [
  'by Friday', 'before the end of the quarter', 'next week', 'this afternoon', 'after the holidays',
  'before the audit', 'tomorrow morning', 'by the next sprint', 'within two days', 'later today',
  'before the board meeting', 'over the weekend',
] as const;

export const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December',
] as const;

export const TOOLS = ['lookup_order', 'check_inventory', 'search_flights', 'get_invoice', 'run_query'] as const;

export const LANGUAGES = ['ts', 'python', 'bash', 'sql'] as const;
