/** Stylesheets are imported for the bundler, which emits them as files; they export nothing. */
declare module "*.css";

/** The browser build manifest, written by scripts/build.mjs; checked with zod where it is read, so typed as unknown here (typecheck works without a build). */
declare module "*/dist/client-manifest.json" {
  const manifest: unknown;
  export default manifest;
}
