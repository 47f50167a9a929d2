/**
 * A small, strict reader for the YAML front matter of the package catalog. The API reads the same Markdown files
 * as the site without Astro, so the catalog keeps to a subset — `key: value`, lists of `- value` and lists of
 * `- key: value` maps — and anything outside it fails loudly with its line number instead of being misread.
 */
export type Scalar = string | number | boolean | null;
export type Value = Scalar | Value[] | { [key: string]: Value };
export type Mapping = { [key: string]: Value };

export class FrontMatterError extends Error {}

interface Line {
  indent: number;
  text: string;
  number: number;
}

/** Splits `---\n<yaml>\n---\n<body>`; the body may be empty. */
export function splitFrontMatter(source: string): { yaml: string; body: string; offset: number } {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) throw new FrontMatterError('line 1: the file must start with front matter between two --- lines');
  return { yaml: match[1] ?? '', body: source.slice(match[0].length), offset: 1 };
}

export function parseFrontMatter(source: string): { data: Mapping; body: string } {
  const { yaml, body, offset } = splitFrontMatter(source);
  return { data: parseYaml(yaml, offset), body };
}

/** Parses the supported YAML subset; `firstLine` shifts reported line numbers (the opening `---`). */
export function parseYaml(yaml: string, firstLine = 0): Mapping {
  const lines: Line[] = [];
  yaml.split(/\r?\n/).forEach((raw, i) => {
    if (/^\s*(#.*)?$/.test(raw)) return;
    if (/^ *\t/.test(raw)) throw new FrontMatterError(`line ${i + 1 + firstLine}: indent with spaces, not tabs`);
    const indent = raw.length - raw.trimStart().length;
    lines.push({ indent, text: raw.trim(), number: i + 1 + firstLine });
  });
  let pos = 0;
  const fail = (line: Line | undefined, message: string): never => {
    throw new FrontMatterError(`line ${line?.number ?? firstLine + 1}: ${message}`);
  };

  // `first` is the opening `key: value` of a map that starts on a list item's line (`- key: value`).
  function mapping(indent: number, first?: Line): Mapping {
    const result: Mapping = {};
    const take = (): Line | undefined => {
      if (first) {
        const line = first;
        first = undefined;
        return line;
      }
      const next = lines[pos];
      if (!next || next.indent !== indent || next.text.startsWith('- ')) return undefined;
      pos++;
      return next;
    };
    for (let line = take(); line; line = take()) {
      const m = /^([A-Za-z_][\w-]*):(?:\s+(.*))?$/.exec(line.text);
      if (!m) return fail(line, `expected "key: value", found "${line.text}"`);
      const key = m[1]!;
      if (key in result) fail(line, `"${key}" appears twice`);
      result[key] = m[2] === undefined || m[2].startsWith('#') ? block(indent, line) : scalar(m[2], line);
    }
    if (pos < lines.length && lines[pos]!.indent > indent) fail(lines[pos], 'unexpected indentation');
    return result;
  }

  // The value of `key:` with nothing after it: a list (same or deeper indent) or a nested map (deeper).
  function block(parentIndent: number, parent: Line): Value {
    const next = lines[pos];
    if (next?.text.startsWith('- ') && next.indent >= parentIndent) return sequence(next.indent);
    if (next && next.indent > parentIndent) return mapping(next.indent);
    return fail(parent, 'a key needs a value (write "" for an empty text)');
  }

  function sequence(indent: number): Value[] {
    const items: Value[] = [];
    while (pos < lines.length && lines[pos]!.indent === indent && lines[pos]!.text.startsWith('- ')) {
      const line = lines[pos++]!;
      const rest = line.text.slice(2).trimStart();
      const inner = { indent: indent + line.text.length - rest.length, text: rest.trimEnd(), number: line.number };
      items.push(/^[A-Za-z_][\w-]*:(\s|$)/.test(rest) ? mapping(inner.indent, inner) : scalar(inner.text, line));
    }
    return items;
  }

  function scalar(raw: string, line: Line | undefined): Value {
    if (raw.startsWith('"')) {
      const end = raw.lastIndexOf('"');
      if (end === 0 || !/^\s*(#.*)?$/.test(raw.slice(end + 1)))
        return fail(line, 'unclosed or trailing text after "..."');
      try {
        return JSON.parse(raw.slice(0, end + 1)) as string;
      } catch {
        return fail(line, `bad escape in ${raw}`);
      }
    }
    if (raw.startsWith("'")) {
      const m = /^'((?:[^']|'')*)'\s*(#.*)?$/.exec(raw);
      if (!m) return fail(line, "unclosed or trailing text after '...'");
      return m[1]!.replace(/''/g, "'");
    }
    const text = raw.replace(/\s+#.*$/, '').trim();
    if (text === '[]') return [];
    if (/^[[\]{}&*!|>%@`]/.test(text)) fail(line, `"${text}" needs quotes (or is YAML this reader does not support)`);
    if (/:(\s|$)/.test(text)) fail(line, `text containing ": " needs quotes: "${text}"`);
    if (text === 'true' || text === 'false') return text === 'true';
    if (text === 'null' || text === '~') return null;
    if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
    return text;
  }

  const result = lines.length ? mapping(lines[0]!.indent) : {};
  if (pos < lines.length) fail(lines[pos], 'unexpected line');
  return result;
}
