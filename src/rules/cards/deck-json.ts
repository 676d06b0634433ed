/**
 * Reading a deck file's text: JSON.parse's own messages differ between engines and
 * often give no place, so a syntax error is located by a small scanner of the JSON grammar and
 * said in one line with its line and column, e.g.
 * `not valid JSON at line 12, column 3: a trailing comma before "}"`.
 */

/** issue: "not valid JSON at line 3, column 1: a trailing comma before \"}\""; where: the same from "line". */
type DeckJson =
  | { readonly ok: true; readonly json: unknown }
  | { readonly ok: false; readonly issue: string; readonly where: string };

/** Parse the text of a deck file; a syntax error is one line naming its line and column. */
export function parseDeckJson(text: string): DeckJson {
  try {
    return { ok: true, json: JSON.parse(text) as unknown };
  } catch {
    const found = jsonSyntaxError(text) ?? { at: text.length, what: "the text is not JSON" };
    const { line, column } = lineColumn(text, found.at);
    const where = `line ${line}, column ${column}: ${found.what}`;
    return { ok: false, issue: `not valid JSON at ${where}`, where };
  }
}

function lineColumn(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < at && i < text.length; i += 1) {
    if (text[i] === "\n") {
      line += 1;
      start = i + 1;
    }
  }
  return { line, column: at - start + 1 };
}

interface SyntaxProblem {
  readonly at: number;
  readonly what: string;
}

class Stop extends Error {
  constructor(readonly problem: SyntaxProblem) {
    super(problem.what);
  }
}

/**
 * Deeper nesting than a deck file ever has (a card nests 3 levels) is refused by the scanner: it
 * descends one call per level, and a file of a million "[" would overflow the stack.
 */
const MAX_JSON_DEPTH = 200;

/** The first syntax error of `text` as JSON, null when it is valid. */
export function jsonSyntaxError(text: string): SyntaxProblem | null {
  let i = 0;
  let depth = 0;
  const fail = (what: string, at = i): never => {
    throw new Stop({ at, what });
  };
  const shown = (at: number) => (at >= text.length ? "the end of the file" : JSON.stringify(text[at]));
  const space = () => {
    while (i < text.length && " \t\r\n".includes(text[i]!)) i += 1;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === undefined) return fail("the file ends where a value was expected");
    if (c === "{") return object();
    if (c === "[") return array();
    if (c === '"') return string();
    if (c === "-" || (c >= "0" && c <= "9")) return number();
    for (const word of ["true", "false", "null"]) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    if (c === "'") return fail("text must be in double quotes");
    return fail(`unexpected ${shown(i)} where a value was expected`);
  };
  const members = (close: string, member: () => void): void => {
    if (depth >= MAX_JSON_DEPTH) return fail(`nested deeper than ${MAX_JSON_DEPTH} levels`);
    depth += 1;
    i += 1;
    space();
    if (text[i] === close) {
      i += 1;
      depth -= 1;
      return;
    }
    for (;;) {
      member();
      space();
      const c = text[i];
      if (c === ",") {
        const comma = i;
        i += 1;
        space();
        if (text[i] === close) return fail(`a trailing comma before ${JSON.stringify(close)}`, comma);
        continue;
      }
      if (c === close) {
        i += 1;
        depth -= 1;
        return;
      }
      if (c === undefined) return fail(`the file ends before the closing ${JSON.stringify(close)}`);
      return fail(`expected "," or ${JSON.stringify(close)}, found ${shown(i)}`);
    }
  };
  const object = () =>
    members("}", () => {
      space();
      if (text[i] !== '"')
        return fail(
          text[i] === undefined
            ? "the file ends inside an object"
            : `expected a field name in double quotes, found ${shown(i)}`,
        );
      string();
      space();
      if (text[i] !== ":") return fail(`expected ":" after the field name, found ${shown(i)}`);
      i += 1;
      value();
    });
  const array = () => members("]", value);
  const string = () => {
    const start = i;
    i += 1;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\\") i += 1;
      else if (text[i] === "\n") return fail("a text runs past the end of its line (missing closing quote)", start);
      i += 1;
    }
    if (i >= text.length) return fail("a text has no closing quote", start);
    i += 1;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 64));
    if (!match) return fail(`a malformed number at ${shown(i)}`);
    i += match[0].length;
  };
  try {
    if (text.charCodeAt(0) === 0xfeff) i = 1;
    value();
    space();
    if (i < text.length) fail(`unexpected ${shown(i)} after the end of the deck`);
    return null;
  } catch (error) {
    if (error instanceof Stop) return error.problem;
    throw error;
  }
}
