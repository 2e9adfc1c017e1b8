/** @module kernel/oracle/pins/tables — sorted word tables of the pin scanner (mirror of assembly/pins/tables.ts). */

// Every table is lowercase ASCII, sorted by UTF-16 code unit and free of duplicates; a test
// asserts that and that assembly/pins/tables.ts holds exactly the same lists.

/**
 * Month names and abbreviations.
 * @example
 * MONTHS.includes('sept') // true
 */
export const MONTHS: readonly string[] = [
  'apr', 'april', 'aug', 'august', 'dec', 'december', 'feb', 'february', 'jan', 'january', 'jul',
  'july', 'jun', 'june', 'mar', 'march', 'may', 'nov', 'november', 'oct', 'october', 'sep', 'sept',
  'september',
];

/**
 * Weekday names and abbreviations.
 * @example
 * WEEKDAYS.includes('thurs') // true
 */
export const WEEKDAYS: readonly string[] = [
  'fri', 'friday', 'mon', 'monday', 'sat', 'saturday', 'sun', 'sunday', 'thu', 'thur', 'thurs',
  'thursday', 'tue', 'tues', 'tuesday', 'wed', 'wednesday',
];

/**
 * Month/weekday words that are also common English words: they count only when Capitalized.
 * @example
 * AMBIGUOUS_DATE_WORDS.includes('mar') // true
 */
export const AMBIGUOUS_DATE_WORDS: readonly string[] = ['mar', 'may', 'sat', 'sun', 'wed'];

/**
 * ISO currency codes (before a number they must be written in capitals: USD 40).
 * @example
 * CURRENCY_CODES.includes('eur') // true
 */
export const CURRENCY_CODES: readonly string[] = [
  'aed', 'aud', 'brl', 'btc', 'cad', 'chf', 'cny', 'czk', 'dkk', 'eth', 'eur', 'gbp', 'hkd', 'huf',
  'idr', 'ils', 'inr', 'jpy', 'krw', 'mxn', 'nok', 'nzd', 'pln', 'rmb', 'rub', 'sar', 'sek', 'sgd',
  'thb', 'twd', 'uah', 'usd', 'vnd', 'zar',
];

/**
 * Currency words after a number: 250 dollars, 30 bucks.
 * @example
 * CURRENCY_WORDS.includes('baht') // true
 */
export const CURRENCY_WORDS: readonly string[] = [
  'baht', 'bucks', 'cent', 'cents', 'dirham', 'dirhams', 'dollar', 'dollars', 'euro', 'euros',
  'franc', 'francs', 'grand', 'krona', 'krone', 'kroner', 'kronor', 'pence', 'peso', 'pesos',
  'pound', 'pounds', 'quid', 'rouble', 'roubles', 'ruble', 'rubles', 'rupee', 'rupees', 'yen',
  'yuan', 'zloty',
];

/**
 * Spelled-out magnitudes between a number and its unit or currency: 2 million users.
 * @example
 * MAGNITUDE_WORDS.includes('billion') // true
 */
export const MAGNITUDE_WORDS: readonly string[] = [
  'billion', 'bn', 'hundred', 'million', 'mn', 'thousand', 'trillion',
];

/**
 * Words that may sit between a count and its noun: 3 more nights.
 * @example
 * COUNT_ADJECTIVES.includes('additional') // true
 */
export const COUNT_ADJECTIVES: readonly string[] = [
  'additional', 'available', 'business', 'calendar', 'extra', 'free', 'more', 'new', 'other',
  'spare', 'total', 'working',
];

/**
 * Percent words: 15 percent, 15 pct.
 * @example
 * PERCENT_WORDS.includes('pct') // true
 */
export const PERCENT_WORDS: readonly string[] = ['pct', 'percent'];

/**
 * Units and counted nouns (a number followed by one of these is a COUNT).
 * @example
 * UNITS.includes('units') // true
 */
export const UNITS: readonly string[] = [
  'account', 'accounts', 'adult', 'adults', 'attempt', 'attempts', 'bag', 'bags', 'bed', 'bedroom',
  'bedrooms', 'beds', 'bit', 'bits', 'bottle', 'bottles', 'box', 'boxes', 'branch', 'branches',
  'bug', 'bugs', 'build', 'builds', 'byte', 'bytes', 'call', 'calls', 'capsule', 'capsules', 'car',
  'cars', 'carton', 'cartons', 'case', 'cases', 'centimeter', 'centimeters', 'centimetre',
  'centimetres', 'chair', 'chairs', 'char', 'characters', 'chars', 'child', 'children', 'class',
  'classes', 'client', 'clients', 'cluster', 'clusters', 'cm', 'col', 'cols', 'column', 'columns',
  'commit', 'commits', 'container', 'containers', 'copies', 'copy', 'core', 'cores', 'cpu', 'cpus',
  'crate', 'crates', 'cup', 'cups', 'customer', 'customers', 'day', 'days', 'decade', 'decades',
  'degree', 'degrees', 'deploy', 'deployment', 'deployments', 'deploys', 'desk', 'desks',
  'developer', 'developers', 'device', 'devices', 'dose', 'doses', 'dpi', 'email', 'emails',
  'employee', 'employees', 'entries', 'entry', 'error', 'errors', 'feet', 'field', 'fields', 'file',
  'files', 'flight', 'flights', 'floor', 'floors', 'foot', 'fps', 'ft', 'g', 'gal', 'gallon',
  'gallons', 'gb', 'gbps', 'ghz', 'gib', 'gpu', 'gpus', 'gram', 'grams', 'guest', 'guests', 'h',
  'hour', 'hours', 'hr', 'hrs', 'hz', 'inch', 'inches', 'instance', 'instances', 'invoice',
  'invoices', 'issue', 'issues', 'item', 'items', 'job', 'jobs', 'kb', 'kbps', 'kg', 'kgs', 'khz',
  'kib', 'kid', 'kids', 'kilogram', 'kilograms', 'kilometer', 'kilometers', 'kilometre',
  'kilometres', 'km', 'kmh', 'kms', 'kph', 'kw', 'kwh', 'l', 'laptop', 'laptops', 'layover',
  'layovers', 'lb', 'lbs', 'lesson', 'lessons', 'license', 'licenses', 'line', 'lines', 'liter',
  'liters', 'litre', 'litres', 'm', 'machine', 'machines', 'mah', 'mb', 'mbps', 'mcg', 'meeting',
  'meetings', 'member', 'members', 'message', 'messages', 'meter', 'meters', 'metre', 'metres',
  'mg', 'mhz', 'mi', 'mib', 'mile', 'miles', 'milligram', 'milligrams', 'milliliter', 'milliliters',
  'millisecond', 'milliseconds', 'min', 'mins', 'minute', 'minutes', 'ml', 'mm', 'mo', 'monitor',
  'monitors', 'month', 'months', 'mos', 'mph', 'ms', 'msgs', 'night', 'nights', 'node', 'nodes',
  'ns', 'order', 'orders', 'oz', 'pack', 'packages', 'packs', 'page', 'pages', 'pallet', 'pallets',
  'participant', 'participants', 'passenger', 'passengers', 'pb', 'pc', 'pcs', 'people', 'person',
  'persons', 'piece', 'pieces', 'pill', 'pills', 'pod', 'pods', 'point', 'points', 'pp', 'pr',
  'process', 'processes', 'project', 'projects', 'prs', 'px', 'qps', 'queries', 'query', 'record',
  'records', 'region', 'regions', 'release', 'releases', 'replica', 'replicas', 'repo', 'repos',
  'req', 'reqs', 'request', 'requests', 'retries', 'retry', 'review', 'reviews', 'room', 'rooms',
  'row', 'rows', 'rpm', 'rps', 'run', 'runs', 's', 'sample', 'samples', 'seat', 'seats', 'sec',
  'second', 'seconds', 'secs', 'server', 'servers', 'session', 'sessions', 'shard', 'shards',
  'slot', 'slots', 'sprint', 'sprints', 'star', 'stars', 'step', 'steps', 'stop', 'stops',
  'stories', 'story', 'student', 'students', 'subscriber', 'subscribers', 'suite', 'suites',
  'tablet', 'tablets', 'task', 'tasks', 'tb', 'tbsp', 'test', 'tests', 'thread', 'threads', 'tib',
  'ticket', 'tickets', 'times', 'token', 'tokens', 'ton', 'tonne', 'tonnes', 'tons', 'tps',
  'transaction', 'transactions', 'tsp', 'unit', 'units', 'user', 'users', 'v', 'vcpu', 'vcpus',
  'visit', 'visits', 'vm', 'vms', 'vote', 'votes', 'w', 'week', 'weeks', 'widget', 'widgets', 'wk',
  'wks', 'word', 'words', 'worker', 'workers', 'x', 'yd', 'yds', 'year', 'years', 'yr', 'yrs',
  'zone', 'zones',
];

/**
 * Words that are neither a counted noun nor a word between a count and its noun: 2 is, the 3 of us,
 * Node 20 supports.
 * @example
 * COUNT_STOP_WORDS.includes('a') // true
 */
export const COUNT_STOP_WORDS: readonly string[] = [
  'a', 'about', 'above', 'across', 'adds', 'after', 'afterwards', 'again', 'against', 'ago', 'all',
  'allows', 'also', 'always', 'am', 'an', 'and', 'any', 'applies', 'are', 'as', 'at', 'backwards',
  'be', 'because', 'becomes', 'been', 'before', 'being', 'below', 'besides', 'between', 'both',
  'breaks', 'brings', 'but', 'by', 'can', 'comes', 'contains', 'costs', 'could', 'covers',
  'creates', 'depends', 'did', 'do', 'does', 'down', 'downwards', 'during', 'each', 'else', 'even',
  'ever', 'every', 'expects', 'fails', 'feels', 'few', 'finds', 'fits', 'for', 'forwards', 'from',
  'gets', 'gives', 'goes', 'had', 'handles', 'happens', 'has', 'have', 'he', 'helps', 'her',
  'here', 'hers', 'him', 'his', 'how', 'i', 'if', 'in', 'includes', 'into', 'is', 'it', 'its',
  'just', 'keeps', 'leaves', 'less', 'like', 'likes', 'looks', 'makes', 'may', 'me', 'means',
  'might', 'most', 'much', 'must', 'my', 'near', 'needs', 'never', 'no', 'nor', 'not', 'now',
  'nowadays', 'of', 'off', 'on', 'once', 'only', 'onwards', 'or', 'our', 'ours', 'out', 'over',
  'per', 'perhaps', 'plus', 'pm', 'provides', 'remains', 'requires', 'returns', 'same', 'says',
  'seems', 'sends', 'shall', 'she', 'should', 'shows', 'sideways', 'since', 'sleeps', 'so', 'some',
  'sometimes', 'starts', 'stays', 'still', 'such', 'supports', 'takes', 'than', 'that', 'the',
  'their', 'theirs', 'them', 'then', 'there', 'these', 'they', 'this', 'those', 'through', 'thus',
  'till', 'to', 'too', 'towards', 'under', 'unless', 'until', 'up', 'upon', 'upwards', 'us',
  'uses', 'very', 'via', 'wants', 'was', 'we', 'were', 'what', 'when', 'where', 'whereas', 'which',
  'while', 'who', 'whom', 'why', 'will', 'with', 'within', 'without', 'works', 'would', 'yes',
  'yet', 'you', 'your', 'yours',
];

/**
 * Parts of a day after a weekday: Friday morning, Thursday noon.
 * @example
 * DAY_PARTS.includes('afternoon') // true
 */
export const DAY_PARTS: readonly string[] = [
  'afternoon', 'eod', 'evening', 'midday', 'midnight', 'morning', 'night', 'noon',
];

/**
 * Nouns after "the 3rd" that make it a rank, not a day (the 2nd floor is in UNITS already).
 * @example
 * ORDINAL_NOUNS.includes('attempt') // true
 */
export const ORDINAL_NOUNS: readonly string[] = [
  'attempt', 'century', 'edition', 'generation', 'grade', 'half', 'option', 'party', 'place',
  'quarter', 'round', 'time', 'try', 'version', 'way',
];

/**
 * Two capitals that are words or clock marks, never an airline code before a number: AM 9, ON 12.
 * @example
 * NOT_AIRLINES.includes('am') // true
 */
export const NOT_AIRLINES: readonly string[] = [
  'am', 'at', 'by', 'eu', 'in', 'is', 'no', 'of', 'on', 'or', 'pm', 'to', 'uk', 'us',
];

/**
 * Top-level domains accepted for bare domains (written in lowercase: example.com).
 * @example
 * TLDS.includes('io') // true
 */
export const TLDS: readonly string[] = [
  'agency', 'ai', 'app', 'au', 'be', 'biz', 'blog', 'br', 'ca', 'cc', 'ch', 'cloud', 'cn', 'co',
  'com', 'de', 'design', 'dev', 'dk', 'edu', 'email', 'es', 'eu', 'fi', 'fm', 'fr', 'gg', 'gl',
  'gov', 'ie', 'info', 'int', 'io', 'it', 'jp', 'kr', 'link', 'live', 'ly', 'me', 'mil', 'net',
  'news', 'nl', 'nz', 'online', 'org', 'page', 'pl', 'pt', 'ru', 'se', 'sh', 'shop', 'site', 'so',
  'store', 'studio', 'tech', 'tools', 'tv', 'uk', 'us', 'ws', 'xyz', 'za', 'zone',
];

/**
 * File extensions (any case) that make a dotted word a file name: file.txt, index.d.ts.
 * @example
 * EXTENSIONS.includes('ts') // true
 */
export const EXTENSIONS: readonly string[] = [
  '7z', 'apk', 'avi', 'babelrc', 'bak', 'bash', 'bashrc', 'bat', 'bazel', 'bin', 'bmp', 'bz2', 'c',
  'cc', 'cer', 'cfg', 'cjs', 'clj', 'cmake', 'cmd', 'conf', 'cpp', 'crt', 'cs', 'csproj', 'css',
  'csv', 'cts', 'cxx', 'dart', 'db', 'deb', 'diff', 'dll', 'dmg', 'doc', 'dockerignore', 'docx',
  'dylib', 'editorconfig', 'ejs', 'elm', 'eml', 'env', 'epub', 'erb', 'eslintrc', 'ex', 'exe',
  'exs', 'gemspec', 'gif', 'gitattributes', 'gitignore', 'gitmodules', 'go', 'gql', 'gradle',
  'graphql', 'gz', 'h', 'hbs', 'hcl', 'heic', 'hh', 'hpp', 'hs', 'htaccess', 'htm', 'html', 'ico',
  'ics', 'ini', 'ipynb', 'iso', 'jar', 'java', 'jpeg', 'jpg', 'js', 'json', 'jsonl', 'jsx', 'key',
  'kt', 'kts', 'less', 'lock', 'lockb', 'log', 'lua', 'md', 'mdx', 'mjs', 'mkv', 'mod', 'mov',
  'mp3', 'mp4', 'msi', 'mts', 'nix', 'npmrc', 'nvmrc', 'ods', 'odt', 'otf', 'patch', 'pdf', 'pem',
  'php', 'png', 'ppt', 'pptx', 'prettierrc', 'properties', 'proto', 'ps1', 'psd', 'pub', 'py',
  'pyc', 'rar', 'rb', 'rpm', 'rs', 'rst', 'rtf', 'sass', 'scala', 'scss', 'sh', 'sln', 'so',
  'sql', 'sqlite', 'sum', 'svelte', 'svg', 'swift', 'tar', 'tf', 'tfvars', 'tgz', 'toml', 'ts',
  'tsv', 'tsx', 'ttf', 'txt', 'vue', 'war', 'wasm', 'wav', 'webm', 'webp', 'woff', 'woff2', 'xls',
  'xlsx', 'xml', 'xz', 'yaml', 'yml', 'zig', 'zip', 'zsh', 'zshrc',
];

/**
 * Time-zone abbreviations after a clock time (written in capitals: 14:30 UTC).
 * @example
 * TIME_ZONES.includes('cet') // true
 */
export const TIME_ZONES: readonly string[] = [
  'acst', 'aedt', 'aest', 'akst', 'awst', 'bst', 'cdt', 'cest', 'cet', 'ct', 'edt', 'eest', 'eet',
  'est', 'et', 'gmt', 'hkt', 'hst', 'ist', 'jst', 'kst', 'mdt', 'msk', 'mst', 'mt', 'nzdt', 'nzst',
  'pdt', 'pst', 'pt', 'sgt', 'utc', 'wet', 'z',
];

/**
 * Nouns that name an identifier before its number: order 12345, Ticket 4412, PO 12345 (plural
 * forms are not: a number after them is a count).
 * @example
 * ID_LABELS.includes('invoice') // true
 */
export const ID_LABELS: readonly string[] = [
  'account', 'acct', 'application', 'booking', 'bug', 'build', 'case', 'claim', 'confirmation',
  'contract', 'customer', 'incident', 'invoice', 'issue', 'job', 'loan', 'member', 'order',
  'parcel', 'patient', 'po', 'policy', 'pr', 'receipt', 'ref', 'reference', 'request',
  'reservation', 'rma', 'room', 'serial', 'shipment', 'ticket', 'tracking', 'transaction', 'txn',
];

/**
 * Words between a label and its number that say "this is an identifier": order no. 12345, Case ID: 99812.
 * @example
 * ID_MARKERS.includes('number') // true
 */
export const ID_MARKERS: readonly string[] = ['code', 'id', 'no', 'nr', 'num', 'number'];

/**
 * Lower-case words before a bare label that make it a verb: we order 500, you'll claim 200,
 * please request 300 (sorted: searched by halves).
 * @example
 * LABEL_VERB_CUES.includes('should') // true
 */
export const LABEL_VERB_CUES: readonly string[] = [
  'can', 'could', 'i', 'll', 'may', 'might', 'must', 'please', 'shall', 'should', 'they', 'we', 'will', 'would', 'you',
];

/**
 * Label and marker words that may be written with a dot: no. 12345, Ref. 77812, acct. 0012.
 * @example
 * ID_ABBREVIATIONS.includes('no') // true
 */
export const ID_ABBREVIATIONS: readonly string[] = ['acct', 'no', 'nr', 'num', 'ref', 'txn'];
