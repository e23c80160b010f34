declare const timeZone: {
  enterTimeZone(zone: string | undefined): () => void;
};
export = timeZone;
