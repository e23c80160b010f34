import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsdomProjects, transformIgnored, transformOf } from './jestProjects';
import reactRevealNow from './reactRevealNow.cjs';

const root = join(__dirname, '../../..');
const client = join(root, 'node_modules/react-dom/cjs/react-dom-client.development.js');

describe("react-dom's Suspense reveal throttle in jest", () => {
  it("is set to 0 in the installed React's development client", () => {
    const source = readFileSync(client, 'utf8');
    const { code } = reactRevealNow.process(source, client);
    expect(code).toMatch(/\bFALLBACK_THROTTLE_MS = 0\b/);
    expect(code).not.toMatch(/\bFALLBACK_THROTTLE_MS = 300\b/);
    expect(code.length).toBe(source.length - 2);
  });

  it('throws when a React release no longer has the constant, instead of keeping the wait unnoticed', () => {
    expect(() => reactRevealNow.process('var FALLBACK_THROTTLE_MS = 500;', client)).toThrow(
      /update the transform/,
    );
  });

  it('gives another cache key when the source changes', () => {
    expect(reactRevealNow.getCacheKey('a', client)).not.toBe(reactRevealNow.getCacheKey('b', client));
  });

  it("is what every jsdom project runs React's client through, and jest does not skip it", async () => {
    const jsdom = await jsdomProjects();
    expect(jsdom.length).toBeGreaterThan(0);
    for (const project of jsdom) {
      expect(transformOf(project, client)).toMatch(/reactRevealNow\.cjs$/);
      expect(transformIgnored(project, client)).toBe(false);
    }
  });
});
