declare const reactRevealNow: {
  process(source: string, filename: string): { code: string };
  getCacheKey(source: string, filename: string): string;
};
export = reactRevealNow;
