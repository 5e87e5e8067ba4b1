// The words for a scenario's problems (rules/scenario-check.ts finds them, as keys), and the
// verdict on an imported scenario file: kept under a free id, or refused with its reasons.
import { fill, type Params } from '../../../i18n/index.ts';
import { UNIT_TYPES } from '../content/pieces.ts';
import type { Scenario } from '../content/scenarios/types.ts';
import type { UnitKind } from '../content/types.ts';
import { readScenario, scenarioProblems, type Problem } from '../rules/scenario-check.ts';
import { editorStrings } from '../strings/editor.ts';

/** A problem in both languages. */
export function problemText(p: Problem): { it: string; en: string } {
  const raw = editorStrings[p.key] ?? editorStrings['corteo.editor.problem.shape'];
  const params = (language: 'it' | 'en'): Params => {
    const kind = p.params?.kind as UnitKind | undefined;
    return { ...p.params, ...(kind && UNIT_TYPES[kind] ? { kind: UNIT_TYPES[kind].name[language] } : {}) };
  };
  return { it: fill(raw.it, params('it'), 'it'), en: fill(raw.en, params('en'), 'en') };
}

/** The game's verdict on an imported file's data (storage/scenarios.ts): kept under a free id, or refused with its reasons. */
export function checkScenarioFile(language: 'it' | 'en', newId: () => string) {
  return (data: unknown, taken: ReadonlySet<string>): { id: string; name: string; data: Scenario } | { refused: string } => {
    const read = readScenario(data);
    if (!read) return { refused: problemText({ key: 'corteo.editor.problem.shape' })[language] };
    const problems = scenarioProblems(read);
    if (problems.length) return { refused: problems.map((p) => problemText(p)[language]).join(' ') };
    let id = read.id;
    while (taken.has(id)) id = newId();
    return { id, name: read.name.it, data: { ...read, id } };
  };
}
