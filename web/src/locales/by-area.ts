/** A language's files ({path: content}) as one object keyed by area (the file's name). */
export function byArea(files: Record<string, Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, content] of Object.entries(files)) {
    const m = /\/([\w-]+)\.json$/.exec(path);
    if (m) out[m[1]] = content;
  }
  return out;
}
