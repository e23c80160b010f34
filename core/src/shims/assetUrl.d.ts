// The apps' bundler (vite) turns `?url` imports into the emitted file's address; core is type-checked without
// vite's client types, so it declares the one form it uses.
declare module '*.woff2?url' {
  const url: string;
  export default url;
}
