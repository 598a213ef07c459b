import { defineRule } from '../rule.js';
import type { ReportedResult } from '../rule.js';
import type { CasingStyle } from '../model/casing.js';
import { fitsCasing, respell, styleOf } from '../model/casing.js';
import { keptPerKey } from '../model/kept-per-key.js';
import { renameField } from '../fixes/nodes.js';

/**
 * A declared name is judged whatever characters it holds, spaces included (`First Name`): the
 * casing respells it. Names that are only a marker, or that spell a pattern, a placeholder
 * (`{field_name}`: any field name), a nested key or a label with signs no casing respells
 * (`win_%`, `+1`, `Score /5`), are not judged. A stray space at either end is judged with the
 * name (`latex-runs `, kebab-case): the casing's respelling leaves it out. An `@` marks a name only in front (`@type`); inside one it joins a
 * name to what another format says about it (`keyStorePassword@TypeHint`, Sling's type hints).
 * Kept per name: a large document's tens of thousands of fields repeat a few thousand names.
 */
const isJudged: (name: string) => boolean = keptPerKey((name) => /[A-Za-z]/.test(name) && !/[^A-Za-z0-9_$@ -]/.test(name) && !/.@/.test(name.trim()));

/** A name that respells as itself (`16x16`, `1_clicks`, `utf8`) already is what the casing asks for. */
function respellsAsItself(name: string, casing: CasingStyle): boolean {
  return respell(name, casing) === name;
}

/** Its messages by id. */
const messages = {
  mixed: '{{what}} "{{name}}" is {{style}}; use snake_case ("{{snake}}") or camelCase ("{{camel}}")',
  majority: '{{what}} "{{name}}" is {{style}}; this API uses {{casing}}: "{{respelt}}"',
  configured: '{{what}} "{{name}}" is {{style}}; the configured casing is {{casing}}: "{{respelt}}"',
} as const;

export default defineRule({
  id: 'field-casing',
  messages,
  options: {
    casing: 'the casing every field, query and path parameter name must use; `auto` takes the majority of multi-word names',
  },
  check(facts) {
    const results: Array<ReportedResult<keyof typeof messages>> = [];
    const casing = facts.casing;
    for (const field of facts.fieldNames) {
      if (!isJudged(field.name)) continue;
      const style = styleOf(field.name);
      const what = field.kind === 'field' ? 'field' : 'parameter';
      if (casing === undefined) {
        if (style === 'snake_case' || style === 'camelCase' || style === 'single word') continue;
        if (respellsAsItself(field.name, 'snake_case') || respellsAsItself(field.name, 'camelCase')) continue;
        const suggestions = (['snake_case', 'camelCase'] as const).flatMap((to) => renameField(facts.model, field, respell(field.name, to)) ?? []);
        results.push({ path: field.path, messageId: 'mixed', data: { what, name: field.name, style, snake: respell(field.name, 'snake_case'), camel: respell(field.name, 'camelCase') }, suggestions });
      } else if (!fitsCasing(field.name, casing) && !respellsAsItself(field.name, casing)) {
        const suggestion = renameField(facts.model, field, respell(field.name, casing));
        results.push({ path: field.path, messageId: facts.options.casing === 'auto' ? 'majority' : 'configured', data: { what, name: field.name, style, casing, respelt: respell(field.name, casing) }, ...(suggestion === undefined ? {} : { suggestions: [suggestion] }) });
      }
    }
    return results;
  },
});
