declare const testFile: {
  startTestFile(config: { projectConfig: { testEnvironmentOptions?: { timeZone?: string } } }): () => void;
};
export = testFile;
