/**
 * The build's mode, the only thing of Node's `process` that browser code may read: the bundlers (Vite
 * for the browser, wrangler's esbuild for the Worker) replace it with a constant. Only the app's and the
 * Worker's type checks see this file; Node code has Node's own `process`.
 */
declare const process: { env: { NODE_ENV?: string } };
