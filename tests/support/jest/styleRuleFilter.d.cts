declare const styleRuleFilter: {
  requirements(selector: string): { tag: string | null; classes: string[] }[] | null;
  mayMatch(localName: string, classAttribute: string | null, selector: string | undefined): boolean;
  installStyleRuleFilter(): void;
};
export = styleRuleFilter;
