declare const labelControl: {
  controlGetter(walk: () => unknown, isLabelable: (element: unknown) => boolean): (this: unknown) => unknown;
  jsdomParts(): {
    prototype: object;
    descriptor: PropertyDescriptor;
    walk: () => unknown;
    isLabelable: (element: unknown) => boolean;
    implForWrapper: (node: Node) => unknown;
    wrapperForImpl: (impl: unknown) => unknown;
  };
  installLabelControl(): void;
};
export = labelControl;
