/**
 * The raw text of a top-level member's value in a JSON object's text, exactly as it was written
 * (spacing, number spelling, escapes), or null when the object has no such member. PayPal checks
 * a webhook's signature over the bytes it sent, so the event must travel back to its verify call
 * as those bytes, not as a re-serialised copy (JSON.parse then JSON.stringify turns `1.0` into
 * `1`, drops spacing, unescapes `\/` and `\u00e9`).
 */
export function rawJsonMember(text: string, key: string): string | null {
  const n = text.length;
  const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\r' || c === '\t';
  const skipSpace = (from: number) => {
    let i = from;
    while (i < n && isSpace(text[i])) i += 1;
    return i;
  };
  /** From an opening quote to just after its closing quote. */
  const skipString = (from: number) => {
    let i = from + 1;
    while (i < n) {
      if (text[i] === '\\') i += 2;
      else if (text[i] === '"') return i + 1;
      else i += 1;
    }
    return n;
  };
  /** From a value's first character to just after it. */
  const skipValue = (from: number) => {
    const first = text[from];
    if (first === '"') return skipString(from);
    if (first === '{' || first === '[') {
      let depth = 0;
      let i = from;
      while (i < n) {
        const c = text[i];
        if (c === '"') {
          i = skipString(i);
          continue;
        }
        if (c === '{' || c === '[') depth += 1;
        else if (c === '}' || c === ']') {
          depth -= 1;
          if (depth === 0) return i + 1;
        }
        i += 1;
      }
      return n;
    }
    let i = from;
    while (i < n && text[i] !== ',' && text[i] !== '}' && text[i] !== ']' && !isSpace(text[i]))
      i += 1;
    return i;
  };

  let i = skipSpace(0);
  if (text[i] !== '{') return null;
  i = skipSpace(i + 1);
  while (i < n && text[i] === '"') {
    const keyEnd = skipString(i);
    let name: unknown;
    try {
      name = JSON.parse(text.slice(i, keyEnd));
    } catch {
      return null;
    }
    const colon = skipSpace(keyEnd);
    if (text[colon] !== ':') return null;
    const valueStart = skipSpace(colon + 1);
    const valueEnd = skipValue(valueStart);
    if (name === key) return text.slice(valueStart, valueEnd);
    i = skipSpace(valueEnd);
    if (text[i] !== ',') return null;
    i = skipSpace(i + 1);
  }
  return null;
}
