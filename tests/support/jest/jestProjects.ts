import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The parts of a project in jest.config.js that the tests of the jest tooling check. */
export interface JestProject {
  displayName?: string;
  rootDir: string;
  testMatch: string[];
  testEnvironment?: string;
  testEnvironmentOptions?: { timeZone?: string };
  transform: Record<string, unknown>;
  transformIgnorePatterns: string[];
}

export const repositoryRoot = join(__dirname, '../../..');

/** The projects of the repository's jest.config.js, as jest reads them. */
export async function jestProjects(): Promise<JestProject[]> {
  const { default: config } = (await import(pathToFileURL(join(repositoryRoot, 'jest.config.js')).href)) as {
    default: { projects: JestProject[] };
  };
  return config.projects;
}

/** The projects whose tests run in a browser-like window (our jsdom environment). */
export async function jsdomProjects(): Promise<JestProject[]> {
  return (await jestProjects()).filter((project) =>
    project.testEnvironment?.endsWith('fastJsdomEnvironment.cjs'),
  );
}

/** The first transform jest applies to a file of the project, by its patterns' order. */
export function transformOf(project: JestProject, file: string): string {
  const first = Object.entries(project.transform).find(([pattern]) => new RegExp(pattern).test(file));
  return String(first?.[1]);
}

/** Whether jest leaves the file untransformed in the project. */
export function transformIgnored(project: JestProject, file: string): boolean {
  return project.transformIgnorePatterns.some((pattern) => new RegExp(pattern).test(file));
}
