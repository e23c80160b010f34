import zoneSuites from '../zoneSuites.json';
import { jestProjects, type JestProject as Project } from './jestProjects';
import { nodeScriptOutput } from './nodeScript';

/** Which projects run a repository-relative suite path, by their testMatch (globs of the projects are folders). */
function projectsRunning(projects: Project[], suite: string): Project[] {
  return projects.filter((project) => {
    const folder = project.rootDir.replace('<rootDir>/', '');
    if (!suite.startsWith(`${folder}/`)) return false;
    const inFolder = suite.slice(folder.length + 1);
    return project.testMatch.some((pattern) => {
      const glob = pattern.replace('<rootDir>/', '');
      if (glob === inFolder) return true;
      const prefix = glob.split('*')[0] ?? '';
      return glob.includes('*') && inFolder.startsWith(prefix.replace(/\{.*$/, ''));
    });
  });
}

describe('the second time zone', () => {
  it('runs every zone suite again in a project of its own, in Asia/Shanghai', async () => {
    const projects = await jestProjects();
    for (const suite of zoneSuites as string[]) {
      const zones = projectsRunning(projects, suite).map((p) => p.testEnvironmentOptions?.timeZone);
      expect({ suite, zones: zones.sort() }).toEqual({ suite, zones: ['Asia/Shanghai', undefined] });
    }
  });

  it('is what Date and Intl use inside the file, and the worker gets its own zone back after it', () => {
    const script = `
      const { enterTimeZone } = require('./tests/support/jest/timeZone.cjs');
      const seen = () => [new Date(0).getHours(), new Intl.DateTimeFormat().resolvedOptions().timeZone];
      const before = seen();
      const leave = enterTimeZone('Asia/Shanghai');
      const inside = seen();
      leave();
      console.log(JSON.stringify({ before, inside, after: seen(), none: enterTimeZone(undefined)() ?? null }));
    `;
    expect(nodeScriptOutput(script)).toEqual({
      before: [0, 'UTC'],
      inside: [8, 'Asia/Shanghai'],
      after: [0, 'UTC'],
      none: null,
    });
  });
});
