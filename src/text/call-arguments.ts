/** @module text/call-arguments — the values a tool call passes: its JSON arguments, walked to their strings and numbers. */

/**
 * The string and number values of a tool call's JSON `arguments`, in order (nested objects and
 * arrays walked); `null` when the arguments are not a string or not JSON.
 * @example
 * callArgumentValues('{"path":"deploy/services.yaml","lines":[1,40]}') // ['deploy/services.yaml', '1', '40']
 * callArgumentValues('ls -la') // null
 */
export function callArgumentValues(args: unknown): string[] | null {
  if (typeof args !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(args);
  } catch {
    return null;
  }
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string' || typeof v === 'number') out.push(String(v));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(parsed);
  return out;
}
