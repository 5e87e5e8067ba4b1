// Repubblica Ribelle's styles leave the browser little to check at each change: no :has() (which
// has the browser test the rule's subject again at nearly every change in the page, in every
// game played after Ribelle), and the rules under the class the private screen puts on the
// page's root (`rr-private-shown`) each end in a class, so the class coming or going restyles
// only what those rules name, not the whole page.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = 'src/games/repubblica-ribelle/ui';
const sheets = readdirSync(DIR)
  .filter((f) => f.endsWith('.css'))
  .map((f) => ({ file: f, css: readFileSync(`${DIR}/${f}`, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));

/** Every selector of every rule (at-rules' blocks included), one string each. */
function selectors(css: string): string[] {
  const out: string[] = [];
  for (const m of css.matchAll(/([^{}]+)\{/g)) {
    const head = m[1].trim();
    if (!head || head.startsWith('@')) continue;
    out.push(...head.split(',').map((s) => s.trim()).filter(Boolean));
  }
  return out;
}

describe("Repubblica Ribelle's styles", () => {
  it('use no :has()', () => {
    for (const { file, css } of sheets) expect(`${file}: ${selectors(css).filter((s) => s.includes(':has(')).join(' | ')}`).toBe(`${file}: `);
  });

  it('end every rule under the root class in a class of its own', () => {
    const under = sheets.flatMap(({ css }) => selectors(css)).filter((s) => s.includes('.rr-private-shown'));
    expect(under.length).toBeGreaterThan(0);
    for (const s of under) {
      const subject = s.split(/\s*[>+~\s]\s*/).pop()!;
      // A class in the subject itself, outside any :not(): what the browser restyles is named.
      expect(subject.replace(/:not\([^)]*\)/g, ''), s).toMatch(/\.[\w-]+/);
    }
  });
});
