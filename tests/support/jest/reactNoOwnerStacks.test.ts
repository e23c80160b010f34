import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsdomProjects, transformIgnored, transformOf } from './jestProjects';
import reactNoOwnerStacks from './reactNoOwnerStacks.cjs';

const root = join(__dirname, '../../..');
const factories = [
  'react.development.js',
  'react-jsx-runtime.development.js',
  'react-jsx-dev-runtime.development.js',
].map((name) => join(root, 'node_modules/react/cjs', name));

describe("React's owner-stack capture in jest", () => {
  it.each(factories)('is off in %s, and nothing else in the file changes', (file) => {
    const source = readFileSync(file, 'utf8');
    const { code } = reactNoOwnerStacks.process(source, file);
    expect(code).not.toMatch(/1e4 > ReactSharedInternals\.recentlyCreatedOwnerStacks\+\+/);
    const strip = (text: string) =>
      text.replace(/1e4 > (ReactSharedInternals\.recentlyCreatedOwnerStacks\+\+)/g, '($1, false)');
    expect(code).toBe(strip(source));
  });

  it('leaves every element what it was: type, key, props and children', () => {
    const file = factories[1] as string;
    const { code } = reactNoOwnerStacks.process(readFileSync(file, 'utf8'), file);
    const module = { exports: {} as Record<string, (...args: unknown[]) => Record<string, unknown>> };
    new Function('module', 'exports', 'require', 'process', code)(module, module.exports, require, {
      env: { NODE_ENV: 'development' },
    });
    const element = module.exports.jsx?.('li', { className: 'row', children: 'one' }, 'k1');
    expect(element).toMatchObject({ type: 'li', key: 'k1', props: { className: 'row', children: 'one' } });
  });

  it('throws when a React release no longer has the capture, instead of keeping its cost unnoticed', () => {
    expect(() => reactNoOwnerStacks.process('var x = 1;', factories[0] as string)).toThrow(
      /update the transform/,
    );
  });

  it("is what every jsdom project runs React's element factories through, and jest does not skip them", async () => {
    const jsdom = await jsdomProjects();
    expect(jsdom.length).toBeGreaterThan(0);
    for (const project of jsdom)
      for (const file of factories) {
        expect(transformOf(project, file)).toMatch(/reactNoOwnerStacks\.cjs$/);
        expect(transformIgnored(project, file)).toBe(false);
      }
  });
});
