/**
 * Writes `generated/README.md`: which tool makes each output of `npm run generate` and which parts of the
 * repository import it. It runs as the last step of the generation, so the table is tool output like the rest
 * of the folder, and the drift check fails when an import of generated code appears somewhere new without a
 * regeneration.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');

/** Where hand-written code lives; each is reported as one importer. */
const areas = ['core/src', 'portal/src', 'backoffice/src', 'mocks/src', 'tests', 'scripts'] as const;

interface Output {
  path: string;
  tool: string;
  what: string;
  /** How an import of this output is spelled (alias or relative path). */
  pattern: RegExp;
}

const outputs: readonly Output[] = [
  {
    path: 'openapi.json',
    tool: '`redocly bundle openapi.yaml`',
    what: 'the contract in one file: input of the other tools, read at run time by the mocks and the conformance suite',
    pattern: /generated\/openapi\.json/,
  },
  {
    path: 'model/',
    tool: 'orval (`orval.config.ts`)',
    what: 'the named types (`UserInfoVO`, `ContestStatus`, …) and enum constants: the one type set everybody imports',
    pattern: /generated\/model\//,
  },
  {
    path: 'api/<tag>/<tag>.ts',
    tool: 'orval (`orval.config.ts`)',
    what: "typed fetch functions over core's request layer (`hojMutator`), answering the envelope's `data`",
    pattern: /generated\/api\/[a-z-]+\/[a-z-]+'/,
  },
  {
    path: 'schema.d.ts',
    tool: 'openapi-typescript',
    what: "`paths` for openapi-fetch, and `operations`, the contract's types keyed by operationId",
    pattern: /generated\/schema'/,
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'reports' || name.startsWith('dist')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const texts = new Map(
  areas.map((area) => [area, sourceFiles(join(root, area)).map((file) => readFileSync(file, 'utf8'))]),
);

function importers(output: Output): string {
  const found = areas.filter((area) => texts.get(area)?.some((text) => output.pattern.test(text)));
  return found.length > 0 ? found.map((area) => `\`${area}\``).join(', ') : 'nothing (remove it)';
}

const rows = outputs.map((o) => `| \`${o.path}\` | ${o.tool} | ${o.what} | ${importers(o)} |`);

const text = `# generated/

Tool output of \`npm run generate\`, committed and never edited by hand: change \`openapi.yaml\` (or
\`orval.config.ts\`) and regenerate. The test command regenerates and fails when anything here differs, this file
included (${relative(root, import.meta.filename)} writes it).

| output | made by | what it is | imported by |
| --- | --- | --- | --- |
${rows.join('\n')}

Which to use:

- **Types**: \`@generated/model/index\`. The portal, the back office, core and the mocks all name types from here.
- **Calls from the portal**: core's openapi-fetch client \`api\` (\`@hoj/core/http/client\`), typed by \`schema.d.ts\`.
- **Calls from the back office**: the functions of \`@generated/api/<tag>/<tag>\`, which go through the same
  request layer.
- **Mock handlers**: \`operation('<operationId>', …)\` in \`mocks/\`; its data type comes from \`schema.d.ts\`, so a
  handler that does not follow a contract change fails the typecheck.

orval writes the client and the model in one pass from the contract with the envelope taken off each answer
(\`scripts/orval/unwrapEnvelope.ts\`). The mocks answer operations no domain implements yet with the emptiest
result the contract allows (\`mocks/src/fallback/emptyAnswer.ts\`), so no generated mock data exists.
`;

writeFileSync(join(root, 'generated/README.md'), text);
