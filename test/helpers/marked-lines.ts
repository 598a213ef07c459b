/** Test documents mark the line a finding must land on with a comment `# <- name`. */

/** The 0-based line holding `# <- mark`. */
export function lineOf(text: string, mark: string): number {
  const line = text.split('\n').findIndex((written) => written.endsWith(`# <- ${mark}`));
  if (line < 0) throw new Error(`no line marked "${mark}"`);
  return line;
}
