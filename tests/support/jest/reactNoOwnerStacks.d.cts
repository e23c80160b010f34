declare const reactNoOwnerStacks: {
  process(source: string, filename: string): { code: string };
  getCacheKey(source: string, filename: string): string;
};
export = reactNoOwnerStacks;
