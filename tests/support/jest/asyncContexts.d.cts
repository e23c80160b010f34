declare const asyncContexts: {
  track(): void;
  release(): number;
};
export = asyncContexts;
