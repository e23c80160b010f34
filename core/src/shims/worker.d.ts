// The apps' bundler (vite) turns `?worker` imports into a constructor of the bundled worker; core is type-checked
// without vite's client types, so it declares that form itself.
declare module '*?worker' {
  const WorkerConstructor: new () => Worker;
  export default WorkerConstructor;
}
