/**
 * `console.log`'s text for the JavaScript runner, close to what Node prints (what candidates expect from
 * an interview tool): strings as they are at the top level and quoted inside, `{ a: 1 }`, `[ 1, 2 ]`,
 * `Map(1) { 'a' => 1 }`, `[Function: name]`, `%s`/`%d`/`%o` substitutions. One line per call; nesting past
 * two levels shows as `[Object]`/`[Array]`, and at most 100 entries of a collection are shown.
 */
const MAX_DEPTH = 2;
const MAX_ENTRIES = 100;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function formatLogArguments(args: readonly unknown[]): string {
  if (typeof args[0] === 'string' && args.length > 1 && args[0].includes('%')) {
    const [format, ...rest] = args as [string, ...unknown[]];
    let next = 0;
    const formatted = format.replace(/%([sdifjoOc%])/g, (match, kind: string) => {
      if (kind === '%') return '%';
      if (next >= rest.length) return match;
      const value = rest[next++];
      switch (kind) {
        case 's':
          return typeof value === 'string' ? value : typeof value === 'object' && value !== null ? inspect(value, 1) : inspect(value);
        case 'd':
        case 'i': {
          if (typeof value === 'bigint') return `${value}n`;
          const number = Number(value);
          return String(kind === 'i' ? Math.trunc(number) : number);
        }
        case 'f':
          return String(Number.parseFloat(String(value)));
        case 'j':
          try {
            return JSON.stringify(value) ?? 'undefined';
          } catch {
            return '[Circular]';
          }
        case 'c':
          return '';
        default:
          return inspect(value);
      }
    });
    return [formatted, ...rest.slice(next).map(show)].join(' ');
  }
  return args.map(show).join(' ');
}

const show = (value: unknown) => (typeof value === 'string' ? value : inspect(value));

function quote(text: string): string {
  const quoteMark = text.includes("'") && !text.includes('"') ? '"' : "'";
  const escaped = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');
  return quoteMark + (quoteMark === "'" ? escaped.replace(/'/g, "\\'") : escaped) + quoteMark;
}

function functionText(value: (...args: unknown[]) => unknown): string {
  let source = '';
  try {
    source = Function.prototype.toString.call(value);
  } catch {
    // A proxy or a revoked function: name it as a function.
  }
  if (source.startsWith('class')) return `[class ${value.name || '(anonymous)'}]`;
  return value.name ? `[Function: ${value.name}]` : '[Function (anonymous)]';
}

function constructorName(value: object): string | null {
  const prototype = Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null;
  if (prototype === null) return null;
  const name = prototype.constructor?.name;
  return typeof name === 'string' ? name : '';
}

function entriesText(items: string[], total: number): string {
  const more = total > items.length ? [`... ${total - items.length} more item${total - items.length === 1 ? '' : 's'}`] : [];
  return [...items, ...more].join(', ');
}

function keyText(key: string): string {
  return IDENTIFIER.test(key) ? key : quote(key);
}

/** One value, as Node's `util.inspect` shows it (simplified: one line, no colours). */
export function inspect(value: unknown, depth = 0, seen: Set<object> = new Set()): string {
  switch (typeof value) {
    case 'string':
      return quote(value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      return `${value}n`;
    case 'symbol':
      return value.toString();
    case 'undefined':
      return 'undefined';
    case 'boolean':
      return String(value);
    case 'function':
      return functionText(value as (...args: unknown[]) => unknown);
  }
  if (value === null) return 'null';
  const object = value as object;
  if (seen.has(object)) return '[Circular]';
  if (object instanceof Error) return object.name && object.message ? `${object.name}: ${object.message}` : String(object);
  if (object instanceof Date) return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString();
  if (object instanceof RegExp) return String(object);
  if (object instanceof Promise) return 'Promise { <pending> }';
  if (object instanceof WeakMap || object instanceof WeakSet) return `${object instanceof WeakMap ? 'WeakMap' : 'WeakSet'} { <items unknown> }`;

  const nested = depth > MAX_DEPTH;
  seen.add(object);
  try {
    const inner = (item: unknown) => inspect(item, depth + 1, seen);
    if (Array.isArray(object)) {
      if (nested) return object.length ? '[Array]' : '[]';
      const items = object.slice(0, MAX_ENTRIES).map(inner);
      return items.length ? `[ ${entriesText(items, object.length)} ]` : '[]';
    }
    if (ArrayBuffer.isView(object) && !(object instanceof DataView)) {
      const typed = object as unknown as ArrayLike<number | bigint>;
      const name = constructorName(object) || 'TypedArray';
      const items = Array.from({ length: Math.min(typed.length, MAX_ENTRIES) }, (_, index) => inspect(typed[index]));
      return `${name}(${typed.length}) [${items.length ? ` ${entriesText(items, typed.length)} ` : ''}]`;
    }
    if (object instanceof Map) {
      if (nested) return '[Map]';
      const items = [...object].slice(0, MAX_ENTRIES).map(([key, item]) => `${inner(key)} => ${inner(item)}`);
      return `Map(${object.size}) {${items.length ? ` ${entriesText(items, object.size)} ` : ''}}`;
    }
    if (object instanceof Set) {
      if (nested) return '[Set]';
      const items = [...object].slice(0, MAX_ENTRIES).map(inner);
      return `Set(${object.size}) {${items.length ? ` ${entriesText(items, object.size)} ` : ''}}`;
    }
    const name = constructorName(object);
    const prefix = name === null ? '[Object: null prototype] ' : name && name !== 'Object' ? `${name} ` : '';
    const keys = Object.keys(object);
    if (nested) return keys.length ? `[${name || 'Object'}]` : `${prefix}{}`;
    const items = keys.slice(0, MAX_ENTRIES).map((key) => {
      let item: string;
      try {
        item = inner((object as Record<string, unknown>)[key]);
      } catch {
        item = '[Getter threw]';
      }
      return `${keyText(key)}: ${item}`;
    });
    return items.length ? `${prefix}{ ${entriesText(items, keys.length)} }` : `${prefix}{}`;
  } finally {
    seen.delete(object);
  }
}
