// axe's aria-allowed-attr (critical, issue 34.9): a choice drawn as a radio (role="radio") says it
// is chosen with aria-checked, never aria-pressed, which a radio may not carry. Every screen's
// source is read, so a radio anywhere (Corteo's combats had both) fails here before axe sees it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.tsx') ? [p] : [];
  });
}

describe('radios', () => {
  it('carry aria-checked and never aria-pressed', () => {
    const bad: string[] = [];
    let radios = 0;
    for (const file of sources('src')) {
      const text = readFileSync(file, 'utf8');
      // Each JSX opening tag that says role="radio", up to its closing '>' (attributes may span lines).
      for (const m of text.matchAll(/<[A-Za-z][\w.]*\b(?:[^<>]|=>|\{[^{}]*\})*?role="radio"(?:[^<>]|=>|\{[^{}]*\})*?>/g)) {
        radios++;
        if (/aria-pressed/.test(m[0])) bad.push(`${file}: ${m[0].slice(0, 80)}`);
        if (!/aria-checked/.test(m[0])) bad.push(`${file} (no aria-checked): ${m[0].slice(0, 80)}`);
      }
    }
    expect(radios).toBeGreaterThan(3);
    expect(bad).toEqual([]);
  });
});
